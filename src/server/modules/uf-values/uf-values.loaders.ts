import type { UfOfDay } from '../../../../graphql/generated/server/resolvers-types';
import { perRequest } from '../../kernel';
import { findOnOrBefore } from './uf-values.repository';

// The UF a day uses, once per request and day: a quotation's quoted homes all ask the same day.

export const ufOfDayLoader = perRequest<string, UfOfDay | null>((ctx, days) =>
  Promise.all(
    days.map(async (date) => {
      const row = await findOnOrBefore(ctx.db, date);
      return row && { date, value_date: row.date, value: Number(row.value), exact: row.date === date }; // prettier-ignore
    }),
  ),
);
