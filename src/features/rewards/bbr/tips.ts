/** The static tips of the BBR screen (spec section 2), by catalogue id. */
export const BBR_TIPS = ['tip1', 'tip2', 'tip3', 'tip4'] as const;
