import type { AgenciesQuery, AgencyQuery } from '../../../graphql/generated/client/graphql';

export type AgencyPage = AgenciesQuery['realstateagencies'];
export type AgencyRow = AgencyPage['data'][number];
export type AgencyDetail = AgencyQuery['realstateagencies']['data'][number];
export type AgencyMedia = AgencyRow['medias'][number];

/** The agency's stored image of a slot ('logo' or 'cover_page'), if any. */
export function mediaUrl(agency: { medias: readonly AgencyMedia[] }, slot: 'logo' | 'cover_page') {
  return agency.medias.find((media) => media.type === slot)?.full_url ?? null;
}
