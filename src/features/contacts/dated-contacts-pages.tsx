// The routes of the four forms without project, each its kind, query and export (spec §7). The
// sources are module constants, so the export request stays the same between renders.
import {
  ContactEnterprisesDocument,
  ContactFormSectionsDocument,
  ContactHomeSectionsDocument,
  ContactNewslettersDocument,
  RequestContactsEnterpriseDocument,
  RequestContactsFormDocument,
  RequestContactsFormHomeDocument,
  RequestContactsNewsletterDocument,
} from '../../../graphql/generated/client/graphql';
import { enterpriseKind, formSectionKind, homeSectionKind, newsletterKind } from './contact-kinds';
import { SavedViewsScope } from '../../components/saved-views/saved-views-scope';
import { DatedContactsPage, type DatedContactsSource } from './dated-contacts-page';

const source = <TData, TExport, T extends { id: string }>(
  value: DatedContactsSource<TData, TExport, T>,
) => value;

const newsletter = source({
  kind: newsletterKind,
  query: ContactNewslettersDocument,
  pageOf: (data) => data.contactformnewsletter,
  exportDocument: RequestContactsNewsletterDocument,
  jobOf: (data) => data.requestContactsNewsletterMutation,
});

const enterprise = source({
  kind: enterpriseKind,
  query: ContactEnterprisesDocument,
  pageOf: (data) => data.contactformenterprise,
  exportDocument: RequestContactsEnterpriseDocument,
  jobOf: (data) => data.requestContactsEnterpriseMutation,
});

const formSection = source({
  kind: formSectionKind,
  query: ContactFormSectionsDocument,
  pageOf: (data) => data.contactformsection,
  exportDocument: RequestContactsFormDocument,
  jobOf: (data) => data.requestContactsFormMutation,
});

const homeSection = source({
  kind: homeSectionKind,
  query: ContactHomeSectionsDocument,
  pageOf: (data) => data.contactformhomesection,
  exportDocument: RequestContactsFormHomeDocument,
  jobOf: (data) => data.requestContactsFormHomeMutation,
});

export const NewsletterContactsPage = () => (
  <SavedViewsScope list="contacts-newsletter">
    <DatedContactsPage source={newsletter} />
  </SavedViewsScope>
);
export const EnterpriseContactsPage = () => (
  <SavedViewsScope list="contacts-enterprise">
    <DatedContactsPage source={enterprise} />
  </SavedViewsScope>
);
export const FormSectionContactsPage = () => (
  <SavedViewsScope list="contacts-form-section">
    <DatedContactsPage source={formSection} />
  </SavedViewsScope>
);
export const HomeSectionContactsPage = () => (
  <SavedViewsScope list="contacts-form-home-section">
    <DatedContactsPage source={homeSection} />
  </SavedViewsScope>
);
