import { sql } from 'drizzle-orm';
import {
  contactFormEnterprises,
  contactFormHomeSections,
  contactFormNewsletters,
  contactFormSections,
  regions,
} from '../../db/schema';

// The tables of the public site's form exports (exports.contact-forms.export.ts).

export const newsletterFrom = sql`${contactFormNewsletters}`;
export const enterpriseFrom = sql`${contactFormEnterprises}`;
export const formSectionFrom = sql`${contactFormSections}`;
export const formHomeFrom = sql`${contactFormHomeSections}
    left join ${regions} on ${regions.id} = ${contactFormHomeSections.region_id}`;
