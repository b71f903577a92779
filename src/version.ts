/** warsim's version, recorded in every report and partial-result file. Kept in step with package.json by a test. */
export const VERSION = '0.1.0';
