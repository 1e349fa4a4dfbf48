/** Words shared by the reward screens (DDR, CRR, BBR, HLR, Regional): English source. */
export default {
  you: 'You',
  tipLabel: 'Tip:',
  tryAgain: 'Try Again',
  userNotAuthenticated: 'User not authenticated',
  tips: 'Tips',
  tip: 'Tip',
  viewAll: 'View All',
  showLess: 'Show Less',
  rankNone: 'None',
  rankChallenger: 'Challenger',
  rankWarrior: 'Warrior',
  rankTycoon: 'Tycoon',
  rankChampion: 'Champion',
  rankBoss: 'Boss',
} as const;
