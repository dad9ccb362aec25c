/** 840 is a multiple of every variant count (1, 2, 3, 4, 5, 8): unbiased picks spread evenly over variants. */
export const VARIANT_PICKS = 839;
