/** The filters the browse tab and the search page send (GET /api/custom-teams/search). */
export interface TeamSearchParams {
  query?: string;
  location?: string;
  sport?: string;
  ageRange?: string;
  skillLevel?: string;
  requiresAcceptance?: string;
  sortBy?: string;
  page?: number;
}
