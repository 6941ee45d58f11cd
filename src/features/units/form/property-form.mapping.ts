// Between the server's Property and the form: numbers stay numbers (the inputs show them the
// Chilean way), and the parsed form back to createProperty / editProperty variables (spec §5: numbers as numbers, bathrooms as
// text, empty subsidy, savings and bonus fields as null).
import type {
  CreatePropertyMutationVariables,
  EditPropertyMutationVariables,
  PropertyFieldsFragment,
} from '../../../../graphql/generated/client/graphql';
import {
  DECIMAL_FIELDS,
  type PropertyFormInput,
  type PropertyFormValues,
} from './property-form.schema';

export function emptyProperty(projectId: string): PropertyFormInput {
  return {
    project_id: projectId,
    identifier: '',
    model: '',
    orientation: '',
    lots: '',
    tower: '',
    crm_id: '',
    id_crm_movendo: '',
    type: '',
    floor: null,
    bedrooms: null,
    bathrooms: '',
    price: null,
    total_area: null,
    municipal_area: null,
    built_area: null,
    terrace_area: null,
    savings: null,
    saving_ds15: null,
    base_subsidies: null,
    base_subsidie_ds15: null,
    bonus_integration: null,
    bonus_recruitment: null,
    visible: true,
    bookeable: true,
    promisable: true,
    vulnerable: false,
    sectores_medios: false,
    show_price_from: false,
    warehouse_ids: [],
    parkinglot_ids: [],
  };
}

export function propertyDefaults(property: PropertyFieldsFragment): PropertyFormInput {
  const decimals = Object.fromEntries(DECIMAL_FIELDS.map((field) => [field, property[field]]));
  return {
    ...emptyProperty(property.project_id),
    ...decimals,
    identifier: property.identifier,
    model: property.model ?? '',
    orientation: property.orientation ?? '',
    lots: property.lots ?? '',
    tower: property.tower ?? '',
    crm_id: property.crm_id ?? '',
    id_crm_movendo: property.id_crm_movendo ?? '',
    type: property.type ?? '',
    floor: property.floor,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms ? property.bathrooms.replace('.', ',') : '',
    visible: property.visible,
    bookeable: property.bookeable,
    promisable: property.promisable,
    vulnerable: property.vulnerable,
    sectores_medios: property.sectores_medios,
    show_price_from: property.show_price_from,
    warehouse_ids: property.complements.filter((c) => c.type === 'warehouse').map((c) => c.id),
    parkinglot_ids: property.complements.filter((c) => c.type === 'parkinglot').map((c) => c.id),
  };
}

/** Every field, nulls included, so a cleared field is cleared on the server too. */
function fields(values: PropertyFormValues) {
  const orNull = <T>(value: T | null | undefined): T | null => value ?? null;
  return {
    identifier: values.identifier,
    price: values.price,
    model: orNull(values.model),
    orientation: orNull(values.orientation),
    floor: orNull(values.floor),
    lots: orNull(values.lots),
    bedrooms: orNull(values.bedrooms),
    bathrooms: orNull(values.bathrooms),
    tower: orNull(values.tower),
    total_area: orNull(values.total_area),
    municipal_area: orNull(values.municipal_area),
    built_area: orNull(values.built_area),
    terrace_area: orNull(values.terrace_area),
    vulnerable: values.vulnerable ?? false,
    sectores_medios: values.sectores_medios ?? false,
    visible: values.visible ?? true,
    bookeable: values.bookeable ?? true,
    promisable: values.promisable ?? true,
    crm_id: orNull(values.crm_id),
    id_crm_movendo: orNull(values.id_crm_movendo),
    savings: orNull(values.savings),
    saving_ds15: orNull(values.saving_ds15),
    base_subsidies: orNull(values.base_subsidies),
    base_subsidie_ds15: orNull(values.base_subsidie_ds15),
    bonus_integration: orNull(values.bonus_integration),
    bonus_recruitment: orNull(values.bonus_recruitment),
    show_price_from: values.show_price_from ?? false,
    type: orNull(values.type),
    warehouse_ids: (values.warehouse_ids ?? []).map(String),
    parkinglot_ids: (values.parkinglot_ids ?? []).map(String),
  };
}

export function createVariables(values: PropertyFormValues): CreatePropertyMutationVariables {
  return { project_id: String(values.project_id), ...fields(values) };
}

export function editVariables(
  id: string,
  values: PropertyFormValues,
): EditPropertyMutationVariables {
  return { id, ...fields(values) };
}
