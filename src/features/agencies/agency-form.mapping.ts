// Between the server's agency, the form's values and the mutations' variables.
import type {
  CreateRealStateAgencyMutationVariables,
  EditRealStateAgencyMutationVariables,
} from '../../../graphql/generated/client/graphql';
import type { AgencyFormInput, AgencyFormValues } from './agency-form.schema';
import type { AgencyDetail } from './agencies.types';

export function agencyDefaults(agency?: AgencyDetail | null): AgencyFormInput {
  return {
    name: agency?.name ?? '',
    official_name: agency?.official_name ?? '',
    representative: agency?.representative ?? '',
    address: agency?.address ?? '',
    phone: agency?.phone ?? '',
    email: agency?.email ?? '',
    url_site: agency?.url_site ?? '',
    description: agency?.description ?? '',
    orden: agency?.orden ?? null,
    restriction_quantity: agency?.plansrestrictions?.quantity ?? null,
    logo: null,
    cover_page: null,
  };
}

/**
 * Blank texts go as null (they clear the field); an image goes only when the user chose a new
 * file, otherwise the variable is left out and the server keeps the stored one (spec §5).
 */
export function createVariables(values: AgencyFormValues): CreateRealStateAgencyMutationVariables {
  const { logo, cover_page, ...fields } = values;
  return { ...fields, logo: logo ?? undefined, cover_page: cover_page ?? undefined };
}

export function editVariables(
  agencyId: string,
  values: AgencyFormValues,
): EditRealStateAgencyMutationVariables {
  return {
    ...createVariables(values),
    agency_id: agencyId,
    // The edit schema has already required it.
    official_name: values.official_name ?? '',
  };
}
