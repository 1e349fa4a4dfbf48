/** The static tips of the BBR screen (spec section 2). */
export const BBR_TIPS = [
  'Keep a steady daily pace: a few rides every day beat a rush on the last evening.',
  'Team rides count too. Help new members of your team take their first rides.',
  'On a newbie-only campaign, only rides of members who joined after it began count.',
  'Rewards are credited to your wallet when the campaign closes.',
] as const;
