import type {
  QueryContactformArgs,
  QueryContactformnewsletterArgs,
} from '../../../../graphql/generated/server/resolvers-types';
import type { GraphQLContext } from '../../context';
import { fieldError, requireViewer, pageInfo, pageWindow, parseSort } from '../../kernel';
import { filterAgency, filterProject, filterRange } from '../exports';
import { projectScope } from '../projects';
import {
  contactFormSorts,
  pageContactForms,
  pageEnterprises,
  pageFormSections,
  pageHomeForms,
  pageNewsletters,
  type ContactDates,
} from './contacts.repository';

// The five contact lists of spec §2/§3 with the filters of spec §7: blank filters arrive as ""
// (none), the agency and project as ids in text, dates 'YYYY-MM-DD' (or dd-mm-aaaa) taken as
// whole Chile days, both ends included, as the quotations list and the contact exports read them.

export const CONTACTS_PER_PAGE = 15;

type Arg = string | null | undefined;

const datesOf = (args: { date_init?: Arg; date_end?: Arg }): ContactDates => {
  const [from, to] = filterRange(args.date_init, args.date_end, ['date_init', 'date_end']);
  return { from, to };
};

/** A project id in text: anything but digits is bad input (the spec's client sends it as text). */
async function projectArg(ctx: GraphQLContext, value: Arg) {
  const text = value?.trim() ?? '';
  if (text !== '' && !/^\d+$/.test(text)) {
    throw fieldError('project', `El proyecto «${text}» no es válido.`);
  }
  return filterProject(ctx, text);
}

/** `contactform`: per-project forms in the viewer's agency scope; a foreign filter is refused. */
export async function contactFormPage(ctx: GraphQLContext, args: QueryContactformArgs) {
  const viewer = requireViewer(ctx);
  const sort = parseSort(args.sort, contactFormSorts);
  const dates = datesOf(args);
  const agencyId = await filterAgency(ctx, args.real_state_agency, 'real_state_agency');
  const projectId = await projectArg(ctx, args.project);
  const window = pageWindow(args.page, CONTACTS_PER_PAGE);
  const scope = projectScope.condition(viewer);
  const filters = { ...dates, scope, agencyId, projectId, sort };
  const { rows, total } = await pageContactForms(ctx.db, filters, window);
  return { rows, ...pageInfo(total, window.page, CONTACTS_PER_PAGE, rows.length) };
}

type PlainArgs = QueryContactformnewsletterArgs;
type PageReader<R> = (
  db: GraphQLContext['db'],
  dates: ContactDates,
  window: { offset: number; limit: number },
) => Promise<{ rows: R[]; total: number }>;

/** A list of one of the forms without project: its dates and page only. */
const datedPage =
  <R>(read: PageReader<R>) =>
  async (ctx: GraphQLContext, args: PlainArgs) => {
    const dates = datesOf(args);
    const window = pageWindow(args.page, CONTACTS_PER_PAGE);
    const { rows, total } = await read(ctx.db, dates, window);
    return { rows, ...pageInfo(total, window.page, CONTACTS_PER_PAGE, rows.length) };
  };

export const newsletterPage = datedPage(pageNewsletters);
export const enterprisePage = datedPage(pageEnterprises);
export const formSectionPage = datedPage(pageFormSections);
export const homeSectionPage = datedPage(pageHomeForms);
