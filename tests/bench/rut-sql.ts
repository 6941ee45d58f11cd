// Valid RUT check digits computed by the database for the benchmarks' set-based seeds: module 11
// over an 8-digit body in a column named `b` of the SELECT that uses it.
const WEIGHTED = `((b / 10000000 % 10) * 3 + (b / 1000000 % 10) * 2 + (b / 100000 % 10) * 7
  + (b / 10000 % 10) * 6 + (b / 1000 % 10) * 5 + (b / 100 % 10) * 4 + (b / 10 % 10) * 3
  + (b % 10) * 2)`;

/** The check digit ('0'–'9' or 'K') of the body in column `b`. */
export const RUT_DV_SQL = `(case 11 - ${WEIGHTED} % 11 when 11 then '0' when 10 then 'K'
  else (11 - ${WEIGHTED} % 11)::text end)`;
