/**
 * Ways chat addresses another person, as normalized tokens ("you're" → "youre"). "your" is left
 * out on purpose: "your defense is trash" is about a team, not a person.
 */
export const YOU = "(?:you|u|ya|yu|yall|youre|you re|you are|u r|u are|ur|yall are|you guys are)";
export const YOU_TRIGGERS = "you u ya yu yall youre ur";
