/** Two-sided 95% normal quantile, exact to double precision (simple-statistics' probit is off in the 3rd digit). */
export const Z95 = 1.959963984540054;
