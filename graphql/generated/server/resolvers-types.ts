/* eslint-disable */
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { QuotationModel, PropertyQuotationModel } from '../../../src/server/modules/quotations/quotations.mappers';
import type { BookingRequestModel, BookingOrderModel } from '../../../src/server/modules/bookings/bookings.mappers';
import type { ProspectStageMoveModel } from '../../../src/server/modules/business/business.mappers';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant as an ISO-8601 string with offset, e.g. `2025-03-14T15:09:26.000Z`. */
  DateTime: { input: string; output: string; }
  /** Any JSON value (object, array, string, number, boolean or null). */
  JSON: { input: unknown; output: unknown; }
  /**
   * A file sent with the GraphQL multipart request spec (multipart/form-data with `operations`, `map`
   * and the files). Input only.
   */
  Upload: { input: File; output: File; }
};

/**
 * One change of a record, oldest values and new values as JSON objects of the changed columns
 * (secrets such as passwords and payment keys are left out). Append-only. Lists of audits resolve
 * only for viewers allowed on the matching audits route; others get an empty list.
 */
export type Audit = {
  __typename?: 'Audit';
  created_at: Scalars['DateTime']['output'];
  /** created | updated | deleted | restored */
  event: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  new_values?: Maybe<Scalars['JSON']['output']>;
  old_values?: Maybe<Scalars['JSON']['output']>;
  /** Who made the change; null for system changes (imports by the server, seed). */
  user?: Maybe<AuditUser>;
};

export type AuditUser = {
  __typename?: 'AuditUser';
  id: Scalars['ID']['output'];
  last_name?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

/** Who asked for the booking. */
export type BookingContact = {
  __typename?: 'BookingContact';
  email?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  rut?: Maybe<Scalars['String']['output']>;
};

/** A booking payment order (Pago de Reserva). Amounts in CLP with the UF value used. */
export type BookingOrder = {
  __typename?: 'BookingOrder';
  amount_paid?: Maybe<Scalars['Int']['output']>;
  /** Status changes and other edits, newest first (our addition: the details page shows them). */
  audits: Array<Audit>;
  bookingrequest?: Maybe<BookingRequest>;
  created_at: Scalars['DateTime']['output'];
  datetime_transaction?: Maybe<Scalars['DateTime']['output']>;
  gateway_reference?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  order_number?: Maybe<Scalars['String']['output']>;
  signature?: Maybe<Scalars['String']['output']>;
  /** Allowed values and transitions defined in src/shared (issue 6). */
  status: Scalars['String']['output'];
  uf_value?: Maybe<Scalars['Float']['output']>;
};

export type BookingOrderPaginator = Paginator & {
  __typename?: 'BookingOrderPaginator';
  current_page: Scalars['Int']['output'];
  data: Array<BookingOrder>;
  from?: Maybe<Scalars['Int']['output']>;
  has_more_pages: Scalars['Boolean']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to?: Maybe<Scalars['Int']['output']>;
  total: Scalars['Int']['output'];
};

/** A booking request (Solicitud de Reserva): a customer asks to reserve a home. */
export type BookingRequest = {
  __typename?: 'BookingRequest';
  /** Status changes and other edits, newest first (our addition: the details page shows them). */
  audits: Array<Audit>;
  bookingorder?: Maybe<BookingOrder>;
  contact?: Maybe<BookingContact>;
  created_at: Scalars['DateTime']['output'];
  /**
   * When the unpaid request expires (our addition, issue 31): while it is «Pendiente de pago»
   * (pending), the first instant of the day after its last valid day, counted in Chile's calendar
   * (America/Santiago): a request created on day D of a project with reserve_validity N is valid
   * through day D+N and expires at 00:00 of day D+N+1, Chile time (01:00 on the day the clock jumps
   * forward). Null when the project sets no validity (null or 0) or the request is not pending. The
   * server's sweep moves it to «Vencida» (expired) shortly after that instant, with an audit row by
   * the system, and puts its home back on the market when it was off the market and no paid booking
   * or promise holds it (src/shared/sales-status/expiry.ts).
   */
  expires_at?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  payments: Array<Payment>;
  project?: Maybe<Project>;
  property?: Maybe<Property>;
  quotation?: Maybe<Quotation>;
  /** Allowed values and transitions defined in src/shared (issue 6). */
  status: Scalars['String']['output'];
};

export type BookingRequestPaginator = Paginator & {
  __typename?: 'BookingRequestPaginator';
  current_page: Scalars['Int']['output'];
  data: Array<BookingRequest>;
  from?: Maybe<Scalars['Int']['output']>;
  has_more_pages: Scalars['Boolean']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to?: Maybe<Scalars['Int']['output']>;
  total: Scalars['Int']['output'];
};

/** The co-debtor of a pre-approval or prospect and their relation to the customer. */
export type CoDebtor = {
  __typename?: 'CoDebtor';
  email?: Maybe<Scalars['String']['output']>;
  last_name?: Maybe<Scalars['String']['output']>;
  monthly_rent?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  /** cónyuge | conviviente | padre/madre | hijo(a) | hermano(a) | otro */
  relation?: Maybe<Scalars['String']['output']>;
  rut?: Maybe<Scalars['String']['output']>;
  rut_dv?: Maybe<Scalars['String']['output']>;
};

/** A testimonial shown on a project's page, with an optional image or video. */
export type Comment = {
  __typename?: 'Comment';
  comment: Scalars['String']['output'];
  created_at: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  media?: Maybe<Media>;
  name: Scalars['String']['output'];
  project?: Maybe<Project>;
};

export type CommentPaginator = Paginator & {
  __typename?: 'CommentPaginator';
  current_page: Scalars['Int']['output'];
  data: Array<Comment>;
  from?: Maybe<Scalars['Int']['output']>;
  has_more_pages: Scalars['Boolean']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to?: Maybe<Scalars['Int']['output']>;
  total: Scalars['Int']['output'];
};

export type Commune = {
  __typename?: 'Commune';
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  province?: Maybe<Province>;
  province_id: Scalars['ID']['output'];
};

/** Origin of leads over a period: quotations and contacts per origin and its share of the total. */
export type ConsolidityRow = {
  __typename?: 'ConsolidityRow';
  contacts: Scalars['Int']['output'];
  /** web, sala de ventas, portal inmobiliario, referido, ... */
  origin: Scalars['String']['output'];
  /** Share of all leads of the period, 0-100 with 2 decimals. */
  percentage: Scalars['Float']['output'];
  quotations: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type ContactEnterprise = {
  __typename?: 'ContactEnterprise';
  created_at: Scalars['DateTime']['output'];
  email?: Maybe<Scalars['String']['output']>;
  enterprise?: Maybe<Scalars['String']['output']>;
  first_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  last_name?: Maybe<Scalars['String']['output']>;
  message?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  updated_at: Scalars['DateTime']['output'];
};

export type ContactEnterprisePaginator = Paginator & {
  __typename?: 'ContactEnterprisePaginator';
  current_page: Scalars['Int']['output'];
  data: Array<ContactEnterprise>;
  from?: Maybe<Scalars['Int']['output']>;
  has_more_pages: Scalars['Boolean']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to?: Maybe<Scalars['Int']['output']>;
  total: Scalars['Int']['output'];
};

/** A contact form sent from a project's page. */
export type ContactForm = {
  __typename?: 'ContactForm';
  created_at: Scalars['DateTime']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  project?: Maybe<Project>;
  query?: Maybe<Scalars['String']['output']>;
  rut?: Maybe<Scalars['String']['output']>;
  updated_at: Scalars['DateTime']['output'];
};

export type ContactFormHomeSection = {
  __typename?: 'ContactFormHomeSection';
  created_at: Scalars['DateTime']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** How the person wants to be contacted: teléfono | email | whatsapp. */
  method_contact?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  region?: Maybe<Region>;
  rut?: Maybe<Scalars['String']['output']>;
  /** Declared monthly income range, as typed on the site. */
  salary?: Maybe<Scalars['String']['output']>;
  updated_at: Scalars['DateTime']['output'];
};

export type ContactFormHomeSectionPaginator = Paginator & {
  __typename?: 'ContactFormHomeSectionPaginator';
  current_page: Scalars['Int']['output'];
  data: Array<ContactFormHomeSection>;
  from?: Maybe<Scalars['Int']['output']>;
  has_more_pages: Scalars['Boolean']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to?: Maybe<Scalars['Int']['output']>;
  total: Scalars['Int']['output'];
};

export type ContactFormPaginator = Paginator & {
  __typename?: 'ContactFormPaginator';
  current_page: Scalars['Int']['output'];
  data: Array<ContactForm>;
  from?: Maybe<Scalars['Int']['output']>;
  has_more_pages: Scalars['Boolean']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to?: Maybe<Scalars['Int']['output']>;
  total: Scalars['Int']['output'];
};

export type ContactFormSection = {
  __typename?: 'ContactFormSection';
  created_at: Scalars['DateTime']['output'];
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  message?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  updated_at: Scalars['DateTime']['output'];
};

export type ContactFormSectionPaginator = Paginator & {
  __typename?: 'ContactFormSectionPaginator';
  current_page: Scalars['Int']['output'];
  data: Array<ContactFormSection>;
  from?: Maybe<Scalars['Int']['output']>;
  has_more_pages: Scalars['Boolean']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to?: Maybe<Scalars['Int']['output']>;
  total: Scalars['Int']['output'];
};

export type ContactNewsletter = {
  __typename?: 'ContactNewsletter';
  created_at: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  updated_at: Scalars['DateTime']['output'];
};

export type ContactNewsletterPaginator = Paginator & {
  __typename?: 'ContactNewsletterPaginator';
  current_page: Scalars['Int']['output'];
  data: Array<ContactNewsletter>;
  from?: Maybe<Scalars['Int']['output']>;
  has_more_pages: Scalars['Boolean']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to?: Maybe<Scalars['Int']['output']>;
  total: Scalars['Int']['output'];
};

/**
 * A buyer (cliente): who quotes, books, promises, asks for a pre-approval or is followed as a
 * prospect. `rut` is the number without check digit; `rut_dv` the check digit (0-9 or K).
 */
export type Customer = {
  __typename?: 'Customer';
  /** soltero(a) | casado(a) | conviviente civil | divorciado(a) | viudo(a) */
  civil_status?: Maybe<Scalars['String']['output']>;
  codebtor?: Maybe<CoDebtor>;
  /** Name of the co-debtor, if any (what the business board shows). */
  codeudor_name?: Maybe<Scalars['String']['output']>;
  commune?: Maybe<Commune>;
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Months in the current job. */
  labor_old?: Maybe<Scalars['Int']['output']>;
  last_name?: Maybe<Scalars['String']['output']>;
  /** CLP. */
  monthly_rent?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  nationality?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  /** True when the customer has a current Rukan record (the spec's "rukaneado status"). */
  rukaneado: Scalars['Boolean']['output'];
  rut?: Maybe<Scalars['String']['output']>;
  rut_dv?: Maybe<Scalars['String']['output']>;
  /** Customer status in the sales pipeline (free text set by the sales site, e.g. "activo"). */
  status?: Maybe<Scalars['String']['output']>;
  /** The subsidy the customer applies with (e.g. "DS1"), if any. */
  subsidio?: Maybe<Scalars['String']['output']>;
  /** dependiente | independiente | jubilado(a) */
  worker_type?: Maybe<Scalars['String']['output']>;
};

/**
 * Result of checking or saving a units sheet. The sheet is the template of
 * GET /api/excelDemoProperties: one row per unit with the columns tipo (departamento | bodega |
 * estacionamiento), identificador, modelo, orientacion, piso, torre, lote, precio_uf, dormitorios,
 * banos, superficie_total, superficie_municipal, superficie_construida, superficie_terraza, visible,
 * reservable, promesable (SI/NO).
 */
export type ExcelResult = {
  __typename?: 'ExcelResult';
  /**
   * The rows read, as unit objects with the API's field names (what registerPropertiesSave takes
   * back as jsonExcel). A successful savePropertiesImport answers [] (the client has the rows from
   * its check).
   */
  data: Scalars['JSON']['output'];
  /**
   * When the sheet has errors: path of the same sheet with an «Errores» column added (downloaded
   * like an export, GET with the Authorization header; the link expires in 1 hour). Null otherwise.
   */
  errors_url?: Maybe<Scalars['String']['output']>;
  /**
   * checkPropertiesExcel only: the id of the checked rows, kept on the server for
   * savePropertiesImport (for the user who checked, 24 hours, one save). Null when the sheet has
   * errors, and in the answers of the saves.
   */
  import_id?: Maybe<Scalars['ID']['output']>;
  /** Spanish summary, e.g. "120 unidades listas para guardar." or "Se encontraron 3 errores." */
  info: Scalars['String']['output'];
  /** True when the sheet has no validation errors (and, for saves, was saved). */
  status: Scalars['Boolean']['output'];
  validation_errors: Array<ExcelValidationError>;
};

/** Result of updating units from a sheet: the ExcelResult fields plus the units changed. */
export type ExcelUpdateResult = {
  __typename?: 'ExcelUpdateResult';
  data: Scalars['JSON']['output'];
  errors_url?: Maybe<Scalars['String']['output']>;
  info: Scalars['String']['output'];
  parkinglots: Array<ParkingLot>;
  properties: Array<Property>;
  status: Scalars['Boolean']['output'];
  validation_errors: Array<ExcelValidationError>;
  warehouses: Array<Warehouse>;
};

/**
 * A problem found in a sheet: 1-based row of the sheet (the header is row 1), column header, and a
 * Spanish message.
 */
export type ExcelValidationError = {
  __typename?: 'ExcelValidationError';
  column?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  row: Scalars['Int']['output'];
};

/**
 * An asynchronous export (spec §4): the request returns the job at once; the server produces the
 * .xlsx later and reports progress through `exportJobUpdated`. Jobs and files are kept 7 days.
 */
export type ExportJob = {
  __typename?: 'ExportJob';
  created_at: Scalars['DateTime']['output'];
  /**
   * Path of the file (GET with the Authorization header, like the other spreadsheet downloads):
   * /api/exports/{id}/download?token=…, a link signed for the requester that expires in 1 hour
   * (read the job again for a fresh one). Set when ready; only the requester may download it.
   */
  download_url?: Maybe<Scalars['String']['output']>;
  /** Spanish reason when failed. */
  error?: Maybe<Scalars['String']['output']>;
  /** e.g. "Solicitud de Reservas 2025-03-14.xlsx"; set when ready. */
  file_name?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** 0-100. */
  progress: Scalars['Int']['output'];
  /** queued | running | ready | failed */
  status: Scalars['String']['output'];
  /**
   * booking_requests | booking_orders | promise_requests | promise_orders | preapprovals |
   * prospects | quotations | contacts | contacts_newsletter | contacts_enterprise |
   * contacts_form_section | contacts_form_home_section | units_import_errors (the annotated copy
   * of a units sheet with errors)
   */
  type: Scalars['String']['output'];
  updated_at: Scalars['DateTime']['output'];
};

/** How a home is paid for (our addition, issue 34), at the UF of the day. */
export type Financing = {
  __typename?: 'Financing';
  assumptions: Array<FinancingAssumption>;
  programmes: Array<FinancingProgramme>;
  /** The UF used; null when none was loaded on or before the day. */
  uf?: Maybe<UfOfDay>;
  /** «UF del 01-12-2026: $39.485,65», «(último valor disponible, …)» for an earlier day's value. */
  uf_text: Scalars['String']['output'];
};

/**
 * An assumption of the income comparison. `supuesto` is true when the figure is this system's own,
 * not a rule of the programme.
 */
export type FinancingAssumption = {
  __typename?: 'FinancingAssumption';
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  source: Scalars['String']['output'];
  supuesto: Scalars['Boolean']['output'];
  text: Scalars['String']['output'];
  value: Scalars['Float']['output'];
};

/**
 * What a quotation's declared monthly income band makes of the credit, under the assumptions of
 * `Financing.assumptions`: the dividend, its share of each end of the band, the credit each end
 * affords and the income the dividend needs. `verdict`: within (the whole band reaches it), partial
 * (only its upper part), beyond (not the band), no_credit, unknown (a value missing; `text` says
 * which).
 */
export type FinancingIncome = {
  __typename?: 'FinancingIncome';
  credit_at_maximum_uf?: Maybe<Scalars['Float']['output']>;
  credit_at_minimum_uf?: Maybe<Scalars['Float']['output']>;
  dividend_pesos?: Maybe<Scalars['Float']['output']>;
  dividend_uf?: Maybe<Scalars['Float']['output']>;
  income_needed?: Maybe<Scalars['Float']['output']>;
  maximum_rent?: Maybe<Scalars['Float']['output']>;
  minimum_rent?: Maybe<Scalars['Float']['output']>;
  share_of_maximum?: Maybe<Scalars['Float']['output']>;
  share_of_minimum?: Maybe<Scalars['Float']['output']>;
  text: Scalars['String']['output'];
  verdict: Scalars['String']['output'];
};

/**
 * One line of a home's financing: the price, each contribution of the programme, or the mortgage
 * credit that remains. `uf` null means the unit has no value for it, and `note` says so in Spanish
 * («Sin ahorro registrado»); `pesos` is the UF amount at the UF of the day, null without a UF.
 */
export type FinancingLine = {
  __typename?: 'FinancingLine';
  concept: Scalars['String']['output'];
  /** price, savings, base_subsidy, bonus_integration, bonus_recruitment or credit. */
  key: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  pesos?: Maybe<Scalars['Float']['output']>;
  uf?: Maybe<Scalars['Float']['output']>;
};

/** A home's financing under one programme: price = the lines + the credit (src/shared/financing). */
export type FinancingProgramme = {
  __typename?: 'FinancingProgramme';
  /** Null when a required value is missing. */
  credit_uf?: Maybe<Scalars['Float']['output']>;
  /** On a quoted home only. */
  income?: Maybe<FinancingIncome>;
  /** general, or ds15 (only for units carrying DS15 savings or subsidy). */
  key: Scalars['String']['output'];
  lines: Array<FinancingLine>;
  /** The sentences of the required values the unit lacks. */
  missing: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The public rules the programme follows, cited by name. */
  source: Scalars['String']['output'];
};

/**
 * Whether a project's stored Flow keys work, checked with a harmless signed call (the status of a
 * token that cannot exist: Flow refuses bad keys before it looks the token up).
 */
export type FlowCredentialsCheck = {
  __typename?: 'FlowCredentialsCheck';
  /** The answer in Spanish. */
  message: Scalars['String']['output'];
  ok: Scalars['Boolean']['output'];
};

/**
 * What «Verificar con Flow» found: Flow's answer for the order's latest payment with a Flow token,
 * and what it changed in the back office.
 */
export type FlowVerification = {
  __typename?: 'FlowVerification';
  /** What changed, in Spanish, one line per record; empty when nothing did (already settled). */
  changes: Array<Scalars['String']['output']>;
  /** Flow's status code: 1 pending, 2 paid, 3 rejected, 4 cancelled; null when Flow did not answer. */
  gateway_status?: Maybe<Scalars['Int']['output']>;
  /** Flow's answer in Spanish («Flow informa: pagada»), or why it could not be read. */
  message: Scalars['String']['output'];
  /** The payment as it is now; null when the order has no payment with a Flow token. */
  payment?: Maybe<Payment>;
};

/**
 * One cell of the availability grid: a home with only what the cell, its popover and the grouped
 * toggles need.
 */
export type GridHome = {
  __typename?: 'GridHome';
  bookeable: Scalars['Boolean']['output'];
  /** Warehouses and parking lots sold with this home. */
  complements: Array<UnitComplement>;
  /** Null for a home without a floor: the grid shows it in a row of its own. */
  floor?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  identifier: Scalars['String']['output'];
  model?: Maybe<Scalars['String']['output']>;
  price: Scalars['Float']['output'];
  promisable: Scalars['Boolean']['output'];
  state: GridUnitState;
  visible: Scalars['Boolean']['output'];
};

/**
 * Where a home stands in its sale, as the availability grid colours it (issue 34), derived from data
 * the API already holds: `promesada` while a promise request of one of its quotations is paid or
 * signed; else `reservada` while one of its booking requests is paid; else `vendida` when the home is
 * off the market (`available` false) with neither holding it (sold outside the platform or marked so
 * by a sheet); else `oculta` when the public site does not show it (`visible` false); else
 * `disponible`.
 */
export type GridUnitState =
  | 'disponible'
  | 'oculta'
  | 'promesada'
  | 'reservada'
  | 'vendida';

/** Outcome of a grouped toggle. */
export type GroupedUnitsResult = {
  __typename?: 'GroupedUnitsResult';
  /** Every unit of the request (duplicates collapsed): all of them now carry the flag. */
  ids: Array<Scalars['ID']['output']>;
  /** property | warehouse | parkinglot */
  propertie_type: Scalars['String']['output'];
  /** How many of them actually changed (the others already had the flag). */
  updated: Scalars['Int']['output'];
};

/**
 * An uploaded file of a project, agency, property, news item or comment. `url` and `full_url` hold
 * the same public URL (parts of the client read one, parts the other).
 */
export type Media = {
  __typename?: 'Media';
  extension?: Maybe<Scalars['String']['output']>;
  file_name?: Maybe<Scalars['String']['output']>;
  full_url: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  mediatype?: Maybe<MediaType>;
  mime?: Maybe<Scalars['String']['output']>;
  /** For per-model floor plans: the unit model the image belongs to. */
  model?: Maybe<Scalars['String']['output']>;
  order: Scalars['Int']['output'];
  /** The slot: logo | cover_page | gallery | model_floor | contact_photo | media. */
  type: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** A new position of one gallery image. */
export type MediaOrderInput = {
  id: Scalars['ID']['input'];
  order: Scalars['Int']['input'];
};

/** Lookup: kind of a media file (imagen, video, documento, ...). */
export type MediaType = {
  __typename?: 'MediaType';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type ModelsAndTowers = {
  __typename?: 'ModelsAndTowers';
  models: Array<Scalars['String']['output']>;
  towers: Array<Scalars['String']['output']>;
};

/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Adds files to a project's slot `type` (gallery, logo or cover_page; images: jpg, png, webp, up
   * to 10 MB each). `indexs[i]`, when given, is the gallery position of `files[i]`; others go to
   * the end. logo and cover_page take one file and replace the previous one.
   */
  addProjectImage: Array<Media>;
  /** Sets the active flag. Deactivating signs out the user's sessions; yourself is refused. */
  changeUserStatus: User;
  /**
   *   Reads an .xlsx units sheet (up to 20 MB, 100 000 rows) and validates it; saves nothing. A file
   * that is not a safe .xlsx (not a zip, corrupt, a zip bomb, formulas are read as their cached
   * values and never evaluated) is refused with BAD_USER_INPUT and a Spanish message. A sheet
   * without errors is kept on the server as it was checked: import_id names it for
   * savePropertiesImport. With `project_id` (a project the user may see) only that project can
   * save it; without it, every project the user may import into.
   */
  checkPropertiesExcel: ExcelResult;
  /**
   * Our addition: the «Finalizar» step of /plans/create → /plans/contract. Contracts `plan` for
   * every project of `project_ids` (all of one agency, at most 50) with the same `additionals`,
   * all or nothing in one transaction: each project's plan is set as editPlanProject does (pending
   * PlanPayment, restriction check over the whole contract, audit row per project) and its
   * additional plans are replaced by `additionals` (omitted or empty = none; a type at most once,
   * quantity 1–99, default 1). Returns the projects in the order sent.
   */
  contractPlan: Array<Project>;
  /**
   * `media` (a JPG, PNG or WebP image up to 20 MB, checked by its content) is stored only when a
   * real file is sent; a refused file changes nothing.
   */
  createComment: Comment;
  /**
   * Creates a news item (multipart). `user_id` defaults to the viewer; `status` to 0. `logo` and
   * `cover_page` are stored only when real files are sent. `tagsNews`, `projectsNews` and
   * `video_youtube_id` are our addition (the spec's create takes them only through a later edit),
   * so the create form saves the whole item in one call.
   */
  createNews: News;
  /** Names are unique (CONFLICT "Ya existe un permiso con ese nombre."). */
  createPermission: Permission;
  /**
   * Creates a project (multipart). Required: name, type, price_from, bedrooms_from, area_from.
   * Agency-scoped roles create in their own agency; Admin must give real_state_agency_id. `slug`
   * defaults to the name in kebab case. `promotions` and `renta_minima` arrive as null when empty.
   * Uploads: logo and cover_page (images), gallery (images, in order), brochure (PDF), nube360 and
   * tour360 (files; or their *_url for an external viewer); contact photos travel inside
   * contact_emails. Lists replace the project's lists.
   */
  createProject: Project;
  /**
   * Creates a home in a project. The identifier is unique among the project's homes (CONFLICT
   * "Ya existe una unidad con ese identificador en el proyecto."). `warehouse_ids` and
   * `parkinglot_ids` link complements of the same project.
   */
  createProperty: Property;
  /**
   * Creates an agency (name required). `logo` and `cover_page` are images (jpg, png, webp, up to
   * 5 MB) and are stored only when a real file is sent. `restriction_quantity` sets
   * plansrestrictions.quantity.
   */
  createRealStateAgency: RealStateAgency;
  /** Names are unique. `permissions` (names) become the role's permissions. */
  createRole: Role;
  /**
   * Saves a new view of `list` for the signed-in user (up to 50 per list). A name already used on
   * that list (case aside) is BAD_USER_INPUT with `field: "name"`. `is_default: true` makes it the
   * list's default and clears the previous one.
   */
  createSavedView: SavedView;
  /**
   * Creates a user with one role. Email is unique (case-insensitive; CONFLICT "El correo ya está
   * registrado."). Agency-scoped roles may only create RealstateAdmin, RealstateUser or
   * RealstateVendor users, linked to their own agency and projects.
   */
  createUser: User;
  /**
   * `url` must be http(s) on a public address; `event_type` one of the values listed on
   * Webhook.event_type. The webhook gets its signing secret.
   */
  createWebhook: Webhook;
  /**
   * Hides (`visibility: false`) or shows (`true`) an agency; nothing is deleted. Hidden agencies'
   * projects disappear from the public site but keep their records here.
   */
  deleteAgency: RealStateAgency;
  /** Removes any other media of the project (logo, cover page, floor plan, contact photo). */
  deleteMediaProject: Media;
  /** Deletes a permission and its grants; system permissions are refused (CONFLICT). */
  deletePermission: Permission;
  /**
   * Deletes a role by name. Refused (CONFLICT) for system roles and while users hold it
   * ("El rol está asignado a usuarios.").
   */
  deleteRole: Role;
  /** Deletes one of the user's views and returns its id. */
  deleteSavedView: Scalars['ID']['output'];
  /** Removes the UF of one day; answers the day removed. Admin only. */
  deleteUfValue: Scalars['String']['output'];
  /**
   * Deletes a user with its grants and links and signs out its sessions; audit rows stay. Deleting
   * yourself is refused (CONFLICT "No puedes eliminar tu propio usuario.").
   */
  deleteUser: User;
  /** Deletes a webhook; its delivery records go with it (audits stay). */
  deleteWebhook: Webhook;
  /**
   * Sets `bookeable` (reservable on the public site) = `flag` on many units at once, all or nothing,
   * with the arguments, access rule, audit rows and record-change notices of
   * editVisibleGroupedProperty. `propertie_type` is property, warehouse or parkinglot.
   */
  editBookeableGroupedProperty: GroupedUnitsResult;
  /**
   * Changes an order's status (values and transitions: src/shared, issue 6). Approving it pays its
   * request too when the request is still pending, or answers CONFLICT when another request holds
   * the home (then nothing changes).
   */
  editBookingOrder: BookingOrder;
  /**
   * Changes a request's status (values and transitions: src/shared, issue 6). A move that would
   * make the request hold a home another request already holds answers CONFLICT; a move the table
   * does not allow, BAD_USER_INPUT.
   */
  editBookingRequest: BookingRequest;
  /** Edits a comment; a sent `media` replaces the previous one, left out keeps it. */
  editComment: Comment;
  /**
   * Sets (replacing) the floor-plan image of each named unit model of the project; returns those
   * models.
   */
  editMediaPropertyByModel: Array<ProjectModel>;
  /**
   * Edits a news item (multipart). Sent files replace logo or cover_page; `tagsNews` and
   * `projectsNews` (ids), when sent, replace the tags and projects.
   */
  editNews: News;
  /**
   * Reorders gallery images; returns the project's gallery in the new order. Every id must be a
   * gallery image of one project the viewer may edit.
   */
  editOrderProjectImages: Array<Media>;
  /** Sets visible, bookeable or promisable of one parking lot (left out = unchanged). */
  editParkinglot: ParkingLot;
  /** Renames a permission; system permissions are refused (CONFLICT). */
  editPermission: Permission;
  /**
   * Sets the project's plan (`plan` is the plan id, e.g. 2) and records a pending PlanPayment.
   *
   * How our server does it (the spec shows no more): plans are 1 «Básico» (free, the default) and
   * 2 «Profesional» (12 UF a month per project; shows the plan button); an unknown plan id is
   * BAD_USER_INPUT. A pending PlanPayment is recorded for a paid plan only, and any earlier pending
   * payment of the project is cancelled (a new contract replaces it); `amount` and `uf_value` stay
   * null until the payment is made, when the day's UF fixes the CLP amount. The agency's
   * plansrestrictions.quantity caps how many of its live projects may be on a paid plan: going over
   * it is BAD_USER_INPUT («Tu plan permite 3 proyectos; con esta contratación serían 5.») and changes
   * nothing; an agency without a restriction row has no cap; moving to plan 1 is never refused.
   * Concurrent contracts of one agency are serialized, so two cannot both pass the check. Writes an
   * audit row. Additional plans are left as they are.
   */
  editPlanProject: Project;
  /**
   * Sets status and description (both required). `file` (PDF or image up to 10 MB, only when a real
   * file is sent) replaces the document.
   */
  editPreapproval: Preapproval;
  /**
   * Edits a project (multipart). Required: id, price_from, bedrooms_from, area_from. Arguments left
   * out keep their value; null clears a nullable one. A sent list replaces the project's list; sent
   * files replace logo, cover_page, brochure, nube360, tour360, and gallery files are appended.
   * api_key and secret_key change only when sent non-empty.
   */
  editProject: Project;
  editProjectImportant: Project;
  /**
   * Sets `promisable` (promesable on the public site) = `flag` on many units at once, all or
   * nothing, as editBookeableGroupedProperty does. `propertie_type` is property, warehouse or
   * parkinglot.
   */
  editPromisableGroupedProperty: GroupedUnitsResult;
  /** Changes an order's status (values and transitions: src/shared, issue 6). */
  editPromiseOrder: PromiseOrder;
  /**
   * Changes a request's status (values and transitions: src/shared, issue 6). A move that would
   * make the request hold a home another request already holds answers CONFLICT; a move the table
   * does not allow, BAD_USER_INPUT.
   */
  editPromiseRequest: PromiseRequest;
  /**
   * Edits a home: the client sends only the price, only visible, only bookeable, only promisable,
   * or the full set. Arguments left out keep their value; null clears a nullable one (the subsidy,
   * savings and bonus fields arrive as null when empty). Sent id lists replace the complements.
   */
  editProperty: Property;
  /**
   * Moves a prospect to `pipeline_stage_id` with a required description. Any stage of the
   * prospect's pipeline other than the current one is allowed; another pipeline's stage or the
   * same stage is refused (BAD_USER_INPUT). Each move is kept (from, to, description, user).
   */
  editProspect: Prospect;
  /**
   * Changes a quotation's status. Allowed values and transitions defined in src/shared (issue 6);
   * others are refused with BAD_USER_INPUT.
   */
  editQuotation: Quotation;
  /**
   * Edits an agency (name and official_name required). A sent `logo` or `cover_page` replaces the
   * previous file; left out keeps it.
   */
  editRealStateAgency: RealStateAgency;
  editRealstateAgencyImportant: RealStateAgency;
  /**
   * Edits a role. A system role keeps its name (another name is refused with CONFLICT); when
   * `permissions` is given it replaces the role's permissions.
   */
  editRole: Role;
  /** Sets `sectores_medios` = `flag` on many homes; `propertie_type` must be property. */
  editSectorMedioGroupedProperty: GroupedUnitsResult;
  /** Sets only the status (1 visible, 0 hidden). */
  editStatusNews: News;
  /**
   * Edits a user. `status` is 1 (active) or 0 (inactive). `permissions` is the JSON text of the
   * list of direct permission names with every `"` replaced by `|` (e.g. `[|show-users|,|news|]`),
   * decoded by the server; it replaces the direct grants. `password` null or "" keeps the current
   * one. `project_ids` and `real_state_agency_id`, when given, replace the links. The same role
   * limits as createUser apply; deactivating a user signs out all of its sessions.
   */
  editUser: User;
  /**
   * Edits the signed-in user's own name and last name (required). `password` is optional: null or
   * "" keeps the current one; a new one needs 8+ characters with a letter and a digit. Setting a
   * new password signs out the user's other sessions; the current one stays.
   */
  editUserProfile: Profile;
  /**
   * Sets `visible` = `flag` on many units at once, all or nothing. `properties` is the list of
   * unit ids as text: a JSON array ("[1,2,3]") or comma-separated ("1,2,3"). `propertie_type` is
   * property, warehouse or parkinglot.
   */
  editVisibleGroupedProperty: GroupedUnitsResult;
  editVisibleParkingLot: ParkingLot;
  editVisibleProject: Project;
  editVisibleProperty: Property;
  editVisibleWarehouse: Warehouse;
  /** Sets `vulnerable` = `flag` on many homes; `propertie_type` must be property. */
  editVulnerableGroupedProperty: GroupedUnitsResult;
  /** Sets visible, bookeable or promisable of one warehouse (left out = unchanged). */
  editWarehouse: Warehouse;
  editWebhook: Webhook;
  /** Turns a disabled webhook back on (its failing streak starts over). Audited. */
  enableWebhook: Webhook;
  /**
   * Imports a UF series from an .xlsx or .csv (within the sheet size limit, XLSX_LIMITS), all or nothing. Two layouts are read:
   * a list with a date column (dd-mm-aaaa, dd/mm/aaaa or aaaa-mm-dd) and a value column
   * («39.485,65» or 39485.65), headers optional (e.g. «Fecha;Valor»); or the Banco Central's yearly
   * table, a «Día» column with days 1 to 31 as rows and one column per month (Enero … Diciembre or
   * Ene … Dic), with the year in the file's name or in a cell «Año 2026» above the header. CSV cells
   * are separated by «;», «,» or a tab. Days already loaded are replaced. A bad row (a date that does
   * not exist, a value that is not a positive number with at most 2 decimals, a day repeated) saves
   * nothing and comes back in `errors`. Admin only.
   */
  importUfValues: UfImportResult;
  /**
   * Our addition (not in the spec): marks every unread delivery of the viewer as read; answers
   * the number it marked.
   */
  markAllNotificationsRead: Scalars['Int']['output'];
  /**
   * Our addition (not in the spec): marks the viewer's deliveries `ids` (NotificationUser ids) as
   * read now; ids of other users' deliveries, unknown or already read ones are ignored. Answers
   * the number of deliveries it marked.
   */
  markNotificationsRead: Scalars['Int']['output'];
  /**
   * Merges `merged_id` into `kept_id` (two duplicates of one agency): the kept prospect takes the
   * other's stage moves and quotations, and the other is removed; one transaction, audited on both.
   */
  mergeProspects: ProspectMerge;
  /** Sends the record's delivery again, with the same `webhook-id`, as soon as possible. */
  redeliverWebhookRecord: WebhookRecord;
  /**
   * Creates the units of `jsonExcel` (the `data` of a successful check, as JSON or JSON text) in the
   * project, all or nothing: every row is validated again, and an invalid row or an identifier
   * already in the project saves nothing and comes back in validation_errors. This is the one
   * operation whose JSON body may exceed 4 MiB (up to the upload limit).
   */
  registerPropertiesSave: ExcelResult;
  /**
   * Removes a project from every list (soft delete): its units, quotations, bookings, promises and
   * payments keep pointing at it.
   */
  removeProject: Project;
  /** Removes a gallery image and closes the gap in the order of the rest. */
  removeProjectImage: Media;
  /**
   * Removes a home from every list (soft delete). Refused (CONFLICT "La propiedad tiene reservas o
   * promesas asociadas.") while a booking or promise request points at it.
   */
  removeProperty: Property;
  /** Exports pre-approvals with the list's filters. */
  requestApprovalFile: ExportJob;
  requestBookingOrderFile: ExportJob;
  /** Exports booking requests with the list's filters ("" = none). */
  requestBookingRequestFile: ExportJob;
  requestContactsEnterpriseMutation: ExportJob;
  requestContactsFormHomeMutation: ExportJob;
  requestContactsFormMutation: ExportJob;
  /**
   * Exports project contact forms with the list's filters. `type` is the file format: "xlsx"
   * (default, also for "") or "csv".
   */
  requestContactsMutation: ExportJob;
  requestContactsNewsletterMutation: ExportJob;
  requestPromiseOrderFile: ExportJob;
  requestPromiseRequestFile: ExportJob;
  /** Exports prospects with the business filters. */
  requestProspectFile: ExportJob;
  /** Exports quotations with the list's filters. */
  requestQuotationsFile: ExportJob;
  /** A new signing secret; the previous one keeps signing for 24 h. Audited (without secrets). */
  rotateWebhookSecret: Webhook;
  /**
   * Creates in the project the units of a successful checkPropertiesExcel, named by its import_id,
   * without sending the rows again: all or nothing, with the same audit as registerPropertiesSave.
   * An identifier added to the project since the check saves nothing and comes back in
   * validation_errors. Refused (BAD_USER_INPUT, Spanish message) when the id is unknown, already
   * used, expired, of another user, or checked for another project. An id saves at most once.
   */
  savePropertiesImport: ExcelResult;
  /** Queues a `ping` event (`data`: webhook_id, project_id) to test the receiver. */
  sendWebhookPing: Webhook;
  /**
   * Makes the view its list's default (`is_default: true`, clearing the previous one) or stops it
   * being the default (`false`). Returns the user's views of that list, as `savedViews` does.
   */
  setDefaultSavedView: Array<SavedView>;
  /**
   * Sets the UF of one day (dd-mm-aaaa or aaaa-mm-dd), replacing the day's value if it had one.
   * `value` is pesos per UF, above 0, with at most 2 decimals. Admin only.
   */
  setUfValue: UfValue;
  /** «Probar credenciales» on a project's payment tab (Admin). */
  testProjectPaymentKeys: FlowCredentialsCheck;
  /** Undoes a merge the viewer made, within its short window: both prospects are as they were before. */
  unmergeProspects: Array<Prospect>;
  /**
   * Updates existing units of the project from a sheet, matched by tipo + identificador, all or
   * nothing. Empty cells keep the current value. Unknown identifiers are validation errors.
   */
  updatePropertiesByExcel: ExcelUpdateResult;
  /**
   * Renames a view or replaces its state (each only when given). Another user's view, or one that no
   * longer exists, is NOT_FOUND.
   */
  updateSavedView: SavedView;
  /**
   * «Verificar con Flow» on a booking order's details (Admin and the agency's RealstateAdmin): asks
   * Flow the status of the order's request's latest payment and reconciles it now.
   */
  verifyBookingOrderPayment: FlowVerification;
  /** The same for a promise order. */
  verifyPromiseOrderPayment: FlowVerification;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationAddProjectImageArgs = {
  files: Array<Scalars['Upload']['input']>;
  indexs?: InputMaybe<Array<Scalars['Int']['input']>>;
  project_id: Scalars['ID']['input'];
  type: Scalars['String']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationChangeUserStatusArgs = {
  status: Scalars['Boolean']['input'];
  userid: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationCheckPropertiesExcelArgs = {
  excel: Scalars['Upload']['input'];
  project_id?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationContractPlanArgs = {
  additionals?: InputMaybe<Array<ProjectAdditionalInput>>;
  plan: Scalars['Int']['input'];
  project_ids: Array<Scalars['ID']['input']>;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationCreateCommentArgs = {
  comment: Scalars['String']['input'];
  media?: InputMaybe<Scalars['Upload']['input']>;
  name: Scalars['String']['input'];
  project_id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationCreateNewsArgs = {
  body: Scalars['String']['input'];
  body_footer?: InputMaybe<Scalars['String']['input']>;
  cover_page?: InputMaybe<Scalars['Upload']['input']>;
  date: Scalars['String']['input'];
  logo?: InputMaybe<Scalars['Upload']['input']>;
  projectsNews?: InputMaybe<Array<Scalars['ID']['input']>>;
  source?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['Int']['input']>;
  subtitle?: InputMaybe<Scalars['String']['input']>;
  tagsNews?: InputMaybe<Array<Scalars['ID']['input']>>;
  title: Scalars['String']['input'];
  user_id?: InputMaybe<Scalars['ID']['input']>;
  video_youtube_id?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationCreatePermissionArgs = {
  name: Scalars['String']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationCreateProjectArgs = {
  address?: InputMaybe<Scalars['String']['input']>;
  api_key?: InputMaybe<Scalars['String']['input']>;
  area_from: Scalars['Float']['input'];
  bathrooms_from?: InputMaybe<Scalars['Int']['input']>;
  bedrooms_from: Scalars['Int']['input'];
  bikers?: InputMaybe<Scalars['Boolean']['input']>;
  brochure?: InputMaybe<Scalars['Upload']['input']>;
  calisthenics_area?: InputMaybe<Scalars['Boolean']['input']>;
  chatbot_url?: InputMaybe<Scalars['String']['input']>;
  clean_points?: InputMaybe<Scalars['Boolean']['input']>;
  commune_id?: InputMaybe<Scalars['ID']['input']>;
  contact_emails?: InputMaybe<Array<ProjectContactEmailInput>>;
  controlled_access?: InputMaybe<Scalars['Boolean']['input']>;
  cover_page?: InputMaybe<Scalars['Upload']['input']>;
  crm_email?: InputMaybe<Scalars['String']['input']>;
  crm_id?: InputMaybe<Scalars['String']['input']>;
  crm_zp?: InputMaybe<Scalars['String']['input']>;
  deliver_date?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  elevators?: InputMaybe<Scalars['Boolean']['input']>;
  events_room?: InputMaybe<Scalars['Boolean']['input']>;
  executiveemail?: InputMaybe<Scalars['String']['input']>;
  executivename?: InputMaybe<Scalars['String']['input']>;
  executivephone?: InputMaybe<Scalars['String']['input']>;
  executives?: InputMaybe<Array<ProjectExecutiveInput>>;
  exercise_area?: InputMaybe<Scalars['Boolean']['input']>;
  gallery?: InputMaybe<Array<Scalars['Upload']['input']>>;
  games_accessibility?: InputMaybe<Scalars['Boolean']['input']>;
  google_sheet_id?: InputMaybe<Scalars['String']['input']>;
  google_sheet_payment?: InputMaybe<Scalars['String']['input']>;
  green_area?: InputMaybe<Scalars['Boolean']['input']>;
  hospital?: InputMaybe<Scalars['Boolean']['input']>;
  important?: InputMaybe<Scalars['Boolean']['input']>;
  integration_crm?: InputMaybe<Scalars['Boolean']['input']>;
  latitude?: InputMaybe<Scalars['String']['input']>;
  legal_quote_text?: InputMaybe<Scalars['String']['input']>;
  logo?: InputMaybe<Scalars['Upload']['input']>;
  longitude?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  nube360?: InputMaybe<Scalars['Upload']['input']>;
  nube360_url?: InputMaybe<Scalars['String']['input']>;
  orden?: InputMaybe<Scalars['Int']['input']>;
  price_from: Scalars['Float']['input'];
  project_stage_type_id?: InputMaybe<Scalars['ID']['input']>;
  project_status_id?: InputMaybe<Scalars['ID']['input']>;
  projectadditional?: InputMaybe<Array<ProjectAdditionalInput>>;
  promises_type?: InputMaybe<Scalars['String']['input']>;
  promotions?: InputMaybe<Scalars['String']['input']>;
  quincho?: InputMaybe<Scalars['Boolean']['input']>;
  quotation_validity?: InputMaybe<Scalars['Int']['input']>;
  real_state_agency_id?: InputMaybe<Scalars['ID']['input']>;
  relatedprojects?: InputMaybe<Array<Scalars['ID']['input']>>;
  renta_minima?: InputMaybe<Scalars['Int']['input']>;
  reserve_amount?: InputMaybe<Scalars['Float']['input']>;
  reserve_crm?: InputMaybe<Scalars['String']['input']>;
  reserve_crm_zp?: InputMaybe<Scalars['String']['input']>;
  reserve_currency?: InputMaybe<Scalars['String']['input']>;
  reserve_type?: InputMaybe<Scalars['String']['input']>;
  reserve_validity?: InputMaybe<Scalars['Int']['input']>;
  sales_room?: InputMaybe<Scalars['String']['input']>;
  secret_key?: InputMaybe<Scalars['String']['input']>;
  sell_subsidies?: InputMaybe<Scalars['Boolean']['input']>;
  show_logo_realstate?: InputMaybe<Scalars['Boolean']['input']>;
  show_section_news?: InputMaybe<Scalars['Boolean']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  stores?: InputMaybe<Scalars['Boolean']['input']>;
  subsidies?: InputMaybe<Array<Scalars['ID']['input']>>;
  subway_station?: InputMaybe<Scalars['Boolean']['input']>;
  summary?: InputMaybe<Scalars['String']['input']>;
  swimming_pool?: InputMaybe<Scalars['Boolean']['input']>;
  tour360?: InputMaybe<Scalars['Upload']['input']>;
  tour360_url?: InputMaybe<Scalars['String']['input']>;
  type: Scalars['String']['input'];
  type_property?: InputMaybe<Scalars['String']['input']>;
  video_youtube_id?: InputMaybe<Scalars['String']['input']>;
  visible?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationCreatePropertyArgs = {
  base_subsidie_ds15?: InputMaybe<Scalars['Float']['input']>;
  base_subsidies?: InputMaybe<Scalars['Float']['input']>;
  bathrooms?: InputMaybe<Scalars['String']['input']>;
  bedrooms?: InputMaybe<Scalars['Int']['input']>;
  bonus_integration?: InputMaybe<Scalars['Float']['input']>;
  bonus_recruitment?: InputMaybe<Scalars['Float']['input']>;
  bookeable?: InputMaybe<Scalars['Boolean']['input']>;
  built_area?: InputMaybe<Scalars['Float']['input']>;
  crm_id?: InputMaybe<Scalars['String']['input']>;
  floor?: InputMaybe<Scalars['Int']['input']>;
  id_crm_movendo?: InputMaybe<Scalars['String']['input']>;
  identifier: Scalars['String']['input'];
  lots?: InputMaybe<Scalars['String']['input']>;
  model?: InputMaybe<Scalars['String']['input']>;
  municipal_area?: InputMaybe<Scalars['Float']['input']>;
  orientation?: InputMaybe<Scalars['String']['input']>;
  parkinglot_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  price: Scalars['Float']['input'];
  project_id: Scalars['ID']['input'];
  promisable?: InputMaybe<Scalars['Boolean']['input']>;
  saving_ds15?: InputMaybe<Scalars['Float']['input']>;
  savings?: InputMaybe<Scalars['Float']['input']>;
  sectores_medios?: InputMaybe<Scalars['Boolean']['input']>;
  show_price_from?: InputMaybe<Scalars['Boolean']['input']>;
  terrace_area?: InputMaybe<Scalars['Float']['input']>;
  total_area?: InputMaybe<Scalars['Float']['input']>;
  tower?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  visible?: InputMaybe<Scalars['Boolean']['input']>;
  vulnerable?: InputMaybe<Scalars['Boolean']['input']>;
  warehouse_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationCreateRealStateAgencyArgs = {
  address?: InputMaybe<Scalars['String']['input']>;
  cover_page?: InputMaybe<Scalars['Upload']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  logo?: InputMaybe<Scalars['Upload']['input']>;
  name: Scalars['String']['input'];
  official_name?: InputMaybe<Scalars['String']['input']>;
  orden?: InputMaybe<Scalars['Int']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  representative?: InputMaybe<Scalars['String']['input']>;
  restriction_quantity?: InputMaybe<Scalars['Int']['input']>;
  url_site?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationCreateRoleArgs = {
  name: Scalars['String']['input'];
  permissions?: InputMaybe<Array<Scalars['String']['input']>>;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationCreateSavedViewArgs = {
  is_default?: InputMaybe<Scalars['Boolean']['input']>;
  list: Scalars['String']['input'];
  name: Scalars['String']['input'];
  state: SavedViewStateInput;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationCreateUserArgs = {
  email: Scalars['String']['input'];
  last_name: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  project_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  real_state_agency_id?: InputMaybe<Scalars['ID']['input']>;
  role: Scalars['String']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationCreateWebhookArgs = {
  description: Scalars['String']['input'];
  event_type: Scalars['String']['input'];
  name: Scalars['String']['input'];
  project_id: Scalars['ID']['input'];
  url: Scalars['String']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationDeleteAgencyArgs = {
  id: Scalars['ID']['input'];
  visibility: Scalars['Boolean']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationDeleteMediaProjectArgs = {
  media_id: Scalars['ID']['input'];
  project_id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationDeletePermissionArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationDeleteRoleArgs = {
  name: Scalars['String']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationDeleteSavedViewArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationDeleteUfValueArgs = {
  date: Scalars['String']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationDeleteWebhookArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditBookeableGroupedPropertyArgs = {
  flag: Scalars['Boolean']['input'];
  propertie_type: Scalars['String']['input'];
  properties: Scalars['String']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditBookingOrderArgs = {
  bookingorder_id: Scalars['ID']['input'];
  status: Scalars['String']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditBookingRequestArgs = {
  bookingrequest_id: Scalars['ID']['input'];
  status: Scalars['String']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditCommentArgs = {
  comment: Scalars['String']['input'];
  comment_id: Scalars['ID']['input'];
  media?: InputMaybe<Scalars['Upload']['input']>;
  name: Scalars['String']['input'];
  project_id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditMediaPropertyByModelArgs = {
  file: Scalars['Upload']['input'];
  models: Array<Scalars['String']['input']>;
  project_id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditNewsArgs = {
  body: Scalars['String']['input'];
  body_footer?: InputMaybe<Scalars['String']['input']>;
  cover_page?: InputMaybe<Scalars['Upload']['input']>;
  date: Scalars['String']['input'];
  logo?: InputMaybe<Scalars['Upload']['input']>;
  news_id: Scalars['ID']['input'];
  projectsNews?: InputMaybe<Array<Scalars['ID']['input']>>;
  source?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['Int']['input']>;
  subtitle?: InputMaybe<Scalars['String']['input']>;
  tagsNews?: InputMaybe<Array<Scalars['ID']['input']>>;
  title: Scalars['String']['input'];
  user_id?: InputMaybe<Scalars['ID']['input']>;
  video_youtube_id?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditOrderProjectImagesArgs = {
  images: Array<MediaOrderInput>;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditParkinglotArgs = {
  bookeable?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  promisable?: InputMaybe<Scalars['Boolean']['input']>;
  visible?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditPermissionArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditPlanProjectArgs = {
  plan: Scalars['Int']['input'];
  project_id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditPreapprovalArgs = {
  description: Scalars['String']['input'];
  file?: InputMaybe<Scalars['Upload']['input']>;
  preapproval_id: Scalars['ID']['input'];
  status: Scalars['String']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditProjectArgs = {
  address?: InputMaybe<Scalars['String']['input']>;
  api_key?: InputMaybe<Scalars['String']['input']>;
  area_from: Scalars['Float']['input'];
  bathrooms_from?: InputMaybe<Scalars['Int']['input']>;
  bedrooms_from: Scalars['Int']['input'];
  bikers?: InputMaybe<Scalars['Boolean']['input']>;
  brochure?: InputMaybe<Scalars['Upload']['input']>;
  calisthenics_area?: InputMaybe<Scalars['Boolean']['input']>;
  chatbot_url?: InputMaybe<Scalars['String']['input']>;
  clean_points?: InputMaybe<Scalars['Boolean']['input']>;
  commune_id?: InputMaybe<Scalars['ID']['input']>;
  contact_emails?: InputMaybe<Array<ProjectContactEmailInput>>;
  controlled_access?: InputMaybe<Scalars['Boolean']['input']>;
  cover_page?: InputMaybe<Scalars['Upload']['input']>;
  crm_email?: InputMaybe<Scalars['String']['input']>;
  crm_id?: InputMaybe<Scalars['String']['input']>;
  crm_zp?: InputMaybe<Scalars['String']['input']>;
  deliver_date?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  elevators?: InputMaybe<Scalars['Boolean']['input']>;
  events_room?: InputMaybe<Scalars['Boolean']['input']>;
  executiveemail?: InputMaybe<Scalars['String']['input']>;
  executivename?: InputMaybe<Scalars['String']['input']>;
  executivephone?: InputMaybe<Scalars['String']['input']>;
  executives?: InputMaybe<Array<ProjectExecutiveInput>>;
  exercise_area?: InputMaybe<Scalars['Boolean']['input']>;
  gallery?: InputMaybe<Array<Scalars['Upload']['input']>>;
  games_accessibility?: InputMaybe<Scalars['Boolean']['input']>;
  google_sheet_id?: InputMaybe<Scalars['String']['input']>;
  google_sheet_payment?: InputMaybe<Scalars['String']['input']>;
  green_area?: InputMaybe<Scalars['Boolean']['input']>;
  hospital?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  important?: InputMaybe<Scalars['Boolean']['input']>;
  integration_crm?: InputMaybe<Scalars['Boolean']['input']>;
  latitude?: InputMaybe<Scalars['String']['input']>;
  legal_quote_text?: InputMaybe<Scalars['String']['input']>;
  logo?: InputMaybe<Scalars['Upload']['input']>;
  longitude?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  nube360?: InputMaybe<Scalars['Upload']['input']>;
  nube360_url?: InputMaybe<Scalars['String']['input']>;
  orden?: InputMaybe<Scalars['Int']['input']>;
  price_from: Scalars['Float']['input'];
  project_stage_type_id?: InputMaybe<Scalars['ID']['input']>;
  project_status_id?: InputMaybe<Scalars['ID']['input']>;
  projectadditional?: InputMaybe<Array<ProjectAdditionalInput>>;
  promises_type?: InputMaybe<Scalars['String']['input']>;
  promotions?: InputMaybe<Scalars['String']['input']>;
  quincho?: InputMaybe<Scalars['Boolean']['input']>;
  quotation_validity?: InputMaybe<Scalars['Int']['input']>;
  real_state_agency_id?: InputMaybe<Scalars['ID']['input']>;
  relatedprojects?: InputMaybe<Array<Scalars['ID']['input']>>;
  renta_minima?: InputMaybe<Scalars['Int']['input']>;
  reserve_amount?: InputMaybe<Scalars['Float']['input']>;
  reserve_crm?: InputMaybe<Scalars['String']['input']>;
  reserve_crm_zp?: InputMaybe<Scalars['String']['input']>;
  reserve_currency?: InputMaybe<Scalars['String']['input']>;
  reserve_type?: InputMaybe<Scalars['String']['input']>;
  reserve_validity?: InputMaybe<Scalars['Int']['input']>;
  sales_room?: InputMaybe<Scalars['String']['input']>;
  secret_key?: InputMaybe<Scalars['String']['input']>;
  sell_subsidies?: InputMaybe<Scalars['Boolean']['input']>;
  show_logo_realstate?: InputMaybe<Scalars['Boolean']['input']>;
  show_section_news?: InputMaybe<Scalars['Boolean']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  stores?: InputMaybe<Scalars['Boolean']['input']>;
  subsidies?: InputMaybe<Array<Scalars['ID']['input']>>;
  subway_station?: InputMaybe<Scalars['Boolean']['input']>;
  summary?: InputMaybe<Scalars['String']['input']>;
  swimming_pool?: InputMaybe<Scalars['Boolean']['input']>;
  tour360?: InputMaybe<Scalars['Upload']['input']>;
  tour360_url?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  type_property?: InputMaybe<Scalars['String']['input']>;
  video_youtube_id?: InputMaybe<Scalars['String']['input']>;
  visible?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditProjectImportantArgs = {
  important: Scalars['Boolean']['input'];
  project_id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditPromisableGroupedPropertyArgs = {
  flag: Scalars['Boolean']['input'];
  propertie_type: Scalars['String']['input'];
  properties: Scalars['String']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditPromiseOrderArgs = {
  id: Scalars['ID']['input'];
  status: Scalars['String']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditPromiseRequestArgs = {
  id: Scalars['ID']['input'];
  status: Scalars['String']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditPropertyArgs = {
  base_subsidie_ds15?: InputMaybe<Scalars['Float']['input']>;
  base_subsidies?: InputMaybe<Scalars['Float']['input']>;
  bathrooms?: InputMaybe<Scalars['String']['input']>;
  bedrooms?: InputMaybe<Scalars['Int']['input']>;
  bonus_integration?: InputMaybe<Scalars['Float']['input']>;
  bonus_recruitment?: InputMaybe<Scalars['Float']['input']>;
  bookeable?: InputMaybe<Scalars['Boolean']['input']>;
  built_area?: InputMaybe<Scalars['Float']['input']>;
  crm_id?: InputMaybe<Scalars['String']['input']>;
  floor?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  id_crm_movendo?: InputMaybe<Scalars['String']['input']>;
  identifier?: InputMaybe<Scalars['String']['input']>;
  lots?: InputMaybe<Scalars['String']['input']>;
  model?: InputMaybe<Scalars['String']['input']>;
  municipal_area?: InputMaybe<Scalars['Float']['input']>;
  orientation?: InputMaybe<Scalars['String']['input']>;
  parkinglot_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  price?: InputMaybe<Scalars['Float']['input']>;
  promisable?: InputMaybe<Scalars['Boolean']['input']>;
  saving_ds15?: InputMaybe<Scalars['Float']['input']>;
  savings?: InputMaybe<Scalars['Float']['input']>;
  sectores_medios?: InputMaybe<Scalars['Boolean']['input']>;
  show_price_from?: InputMaybe<Scalars['Boolean']['input']>;
  terrace_area?: InputMaybe<Scalars['Float']['input']>;
  total_area?: InputMaybe<Scalars['Float']['input']>;
  tower?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  visible?: InputMaybe<Scalars['Boolean']['input']>;
  vulnerable?: InputMaybe<Scalars['Boolean']['input']>;
  warehouse_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditProspectArgs = {
  description: Scalars['String']['input'];
  pipeline_stage_id: Scalars['ID']['input'];
  prospect_id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditQuotationArgs = {
  quotation_id: Scalars['ID']['input'];
  status: Scalars['String']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditRealStateAgencyArgs = {
  address?: InputMaybe<Scalars['String']['input']>;
  agency_id: Scalars['ID']['input'];
  cover_page?: InputMaybe<Scalars['Upload']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  logo?: InputMaybe<Scalars['Upload']['input']>;
  name: Scalars['String']['input'];
  official_name: Scalars['String']['input'];
  orden?: InputMaybe<Scalars['Int']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  representative?: InputMaybe<Scalars['String']['input']>;
  restriction_quantity?: InputMaybe<Scalars['Int']['input']>;
  url_site?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditRealstateAgencyImportantArgs = {
  agency_id: Scalars['ID']['input'];
  important: Scalars['Boolean']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditRoleArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  permissions?: InputMaybe<Array<Scalars['String']['input']>>;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditSectorMedioGroupedPropertyArgs = {
  flag: Scalars['Boolean']['input'];
  propertie_type: Scalars['String']['input'];
  properties: Scalars['String']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditStatusNewsArgs = {
  new_id: Scalars['ID']['input'];
  status: Scalars['Int']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditUserArgs = {
  email: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  last_name: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password?: InputMaybe<Scalars['String']['input']>;
  permissions: Scalars['String']['input'];
  project_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  real_state_agency_id?: InputMaybe<Scalars['ID']['input']>;
  role: Scalars['String']['input'];
  status: Scalars['Int']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditUserProfileArgs = {
  last_name: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditVisibleGroupedPropertyArgs = {
  flag: Scalars['Boolean']['input'];
  propertie_type: Scalars['String']['input'];
  properties: Scalars['String']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditVisibleParkingLotArgs = {
  id: Scalars['ID']['input'];
  visible: Scalars['Boolean']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditVisibleProjectArgs = {
  project_id: Scalars['ID']['input'];
  visible: Scalars['Boolean']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditVisiblePropertyArgs = {
  id: Scalars['ID']['input'];
  visible: Scalars['Boolean']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditVisibleWarehouseArgs = {
  id: Scalars['ID']['input'];
  visible: Scalars['Boolean']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditVulnerableGroupedPropertyArgs = {
  flag: Scalars['Boolean']['input'];
  propertie_type: Scalars['String']['input'];
  properties: Scalars['String']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditWarehouseArgs = {
  bookeable?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  promisable?: InputMaybe<Scalars['Boolean']['input']>;
  visible?: InputMaybe<Scalars['Boolean']['input']>;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEditWebhookArgs = {
  description: Scalars['String']['input'];
  event_type: Scalars['String']['input'];
  name: Scalars['String']['input'];
  url: Scalars['String']['input'];
  webhook_id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationEnableWebhookArgs = {
  webhook_id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationImportUfValuesArgs = {
  file: Scalars['Upload']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationMarkNotificationsReadArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationMergeProspectsArgs = {
  kept_id: Scalars['ID']['input'];
  merged_id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationRedeliverWebhookRecordArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationRegisterPropertiesSaveArgs = {
  jsonExcel: Scalars['JSON']['input'];
  project_id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationRemoveProjectArgs = {
  project_id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationRemoveProjectImageArgs = {
  media_id: Scalars['ID']['input'];
  project_id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationRemovePropertyArgs = {
  property_id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationRequestApprovalFileArgs = {
  project_id?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationRequestBookingOrderFileArgs = {
  project_id?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationRequestBookingRequestFileArgs = {
  project_id?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationRequestContactsEnterpriseMutationArgs = {
  date_end?: InputMaybe<Scalars['String']['input']>;
  date_init?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationRequestContactsFormHomeMutationArgs = {
  date_end?: InputMaybe<Scalars['String']['input']>;
  date_init?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationRequestContactsFormMutationArgs = {
  date_end?: InputMaybe<Scalars['String']['input']>;
  date_init?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationRequestContactsMutationArgs = {
  date_end?: InputMaybe<Scalars['String']['input']>;
  date_init?: InputMaybe<Scalars['String']['input']>;
  project?: InputMaybe<Scalars['String']['input']>;
  real_state_agency?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationRequestContactsNewsletterMutationArgs = {
  date_end?: InputMaybe<Scalars['String']['input']>;
  date_init?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationRequestPromiseOrderFileArgs = {
  project_id?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationRequestPromiseRequestFileArgs = {
  project_id?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationRequestProspectFileArgs = {
  date_end?: InputMaybe<Scalars['String']['input']>;
  date_ini?: InputMaybe<Scalars['String']['input']>;
  pre_approvals_status?: InputMaybe<Scalars['String']['input']>;
  project_id?: InputMaybe<Scalars['ID']['input']>;
  rukans_vig?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationRequestQuotationsFileArgs = {
  date_end?: InputMaybe<Scalars['String']['input']>;
  date_ini?: InputMaybe<Scalars['String']['input']>;
  project_id?: InputMaybe<Scalars['ID']['input']>;
  real_state_agency?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationRotateWebhookSecretArgs = {
  webhook_id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationSavePropertiesImportArgs = {
  import_id: Scalars['ID']['input'];
  project_id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationSendWebhookPingArgs = {
  webhook_id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationSetDefaultSavedViewArgs = {
  id: Scalars['ID']['input'];
  is_default: Scalars['Boolean']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationSetUfValueArgs = {
  date: Scalars['String']['input'];
  value: Scalars['Float']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationTestProjectPaymentKeysArgs = {
  project_id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationUnmergeProspectsArgs = {
  merge_id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationUpdatePropertiesByExcelArgs = {
  excel: Scalars['Upload']['input'];
  project_id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationUpdateSavedViewArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<SavedViewStateInput>;
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationVerifyBookingOrderPaymentArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation validates its arguments with the shared zod schemas (src/shared) and
 * changes nothing when it fails; every change writes an audit row in the same transaction and
 * publishes a `recordChanged` event.
 */
export type MutationVerifyPromiseOrderPaymentArgs = {
  id: Scalars['ID']['input'];
};

/**
 * A news item of the public site. `status` 1 = visible, 0 = hidden. `body` and `body_footer` are
 * HTML (sanitised by the server).
 */
export type News = {
  __typename?: 'News';
  body: Scalars['String']['output'];
  body_footer?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['DateTime']['output'];
  /** Publication date, YYYY-MM-DD. */
  date: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Logo (`type` logo) and cover page (`type` cover_page). */
  medias: Array<Media>;
  projects: Array<Project>;
  source?: Maybe<Scalars['String']['output']>;
  status: Scalars['Int']['output'];
  subtitle?: Maybe<Scalars['String']['output']>;
  tagsNews: Array<TagNews>;
  title: Scalars['String']['output'];
  updated_at: Scalars['DateTime']['output'];
  user_id?: Maybe<Scalars['ID']['output']>;
  video_youtube_id?: Maybe<Scalars['String']['output']>;
};

export type NewsPaginator = Paginator & {
  __typename?: 'NewsPaginator';
  current_page: Scalars['Int']['output'];
  data: Array<News>;
  from?: Maybe<Scalars['Int']['output']>;
  has_more_pages: Scalars['Boolean']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to?: Maybe<Scalars['Int']['output']>;
  total: Scalars['Int']['output'];
};

/** A message for users, e.g. "Nueva solicitud de reserva" with a link into the back office. */
export type Notification = {
  __typename?: 'Notification';
  created_at: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  title: Scalars['String']['output'];
  /** A back-office path to open (e.g. /bookings-requests/12/details), or null. */
  url?: Maybe<Scalars['String']['output']>;
};

/** A notification delivered to one user. */
export type NotificationUser = {
  __typename?: 'NotificationUser';
  created_at: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  notification: Notification;
  /** When the user opened it; null while unread. */
  read_at?: Maybe<Scalars['DateTime']['output']>;
};

export type NotificationUserPaginator = Paginator & {
  __typename?: 'NotificationUserPaginator';
  current_page: Scalars['Int']['output'];
  data: Array<NotificationUser>;
  from?: Maybe<Scalars['Int']['output']>;
  has_more_pages: Scalars['Boolean']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to?: Maybe<Scalars['Int']['output']>;
  total: Scalars['Int']['output'];
  /**
   * Our addition (not in the spec): how many of the viewer's notifications are unread, whatever
   * the page, for the bell's badge.
   */
  unread: Scalars['Int']['output'];
};

/**
 * What every paged list returns besides `data` (spec §3: the Laravel paginator's fields).
 * `from` and `to` are the 1-based positions of the first and last record on the page, null when the
 * page is empty. `last_page` is at least 1. A `page` (or `subpage`) argument absent or below 1 asks
 * the first page; a page past the last one answers no records, the list's `total` and `last_page`,
 * and `has_more_pages` false.
 */
export type Paginator = {
  current_page: Scalars['Int']['output'];
  from?: Maybe<Scalars['Int']['output']>;
  has_more_pages: Scalars['Boolean']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to?: Maybe<Scalars['Int']['output']>;
  total: Scalars['Int']['output'];
};

/**
 * The paginator fields on their own, for results that carry pages of several lists at once
 * (prospectspertypequery).
 */
export type PaginatorInfo = Paginator & {
  __typename?: 'PaginatorInfo';
  current_page: Scalars['Int']['output'];
  from?: Maybe<Scalars['Int']['output']>;
  has_more_pages: Scalars['Boolean']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to?: Maybe<Scalars['Int']['output']>;
  total: Scalars['Int']['output'];
};

/** A parking lot (estacionamiento). */
export type ParkingLot = {
  __typename?: 'ParkingLot';
  available: Scalars['Boolean']['output'];
  bookeable: Scalars['Boolean']['output'];
  built_area?: Maybe<Scalars['Float']['output']>;
  /** The homes this parking lot is sold with. */
  complements: Array<UnitComplement>;
  floor?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  identifier: Scalars['String']['output'];
  lots?: Maybe<Scalars['String']['output']>;
  municipal_area?: Maybe<Scalars['Float']['output']>;
  price: Scalars['Float']['output'];
  project?: Maybe<Project>;
  project_id: Scalars['ID']['output'];
  promisable: Scalars['Boolean']['output'];
  total_area?: Maybe<Scalars['Float']['output']>;
  tower?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
  visible: Scalars['Boolean']['output'];
};

export type ParkingLotPaginator = Paginator & {
  __typename?: 'ParkingLotPaginator';
  current_page: Scalars['Int']['output'];
  data: Array<ParkingLot>;
  from?: Maybe<Scalars['Int']['output']>;
  has_more_pages: Scalars['Boolean']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to?: Maybe<Scalars['Int']['output']>;
  total: Scalars['Int']['output'];
};

/**
 * A payment through the card or transfer gateway, for a booking request or a promise request.
 * Amounts in CLP. The gateway_* fields are what the gateway reported.
 */
export type Payment = {
  __typename?: 'Payment';
  amount?: Maybe<Scalars['Int']['output']>;
  balance?: Maybe<Scalars['Int']['output']>;
  booking_request_id?: Maybe<Scalars['ID']['output']>;
  /** Our order number sent to the gateway. */
  commerce_order?: Maybe<Scalars['String']['output']>;
  conversion_date?: Maybe<Scalars['String']['output']>;
  conversion_rate?: Maybe<Scalars['Float']['output']>;
  created_at: Scalars['DateTime']['output'];
  currency?: Maybe<Scalars['String']['output']>;
  /** When the payer paid. */
  date?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  fee?: Maybe<Scalars['Int']['output']>;
  /** Flow's status code as last read: 1 pending, 2 paid, 3 rejected, 4 cancelled (payments-flow). */
  gateway_status?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** Payment means: webpay, transferencia, ... */
  media?: Maybe<Scalars['String']['output']>;
  /** The gateway's own order number. */
  order?: Maybe<Scalars['String']['output']>;
  payer?: Maybe<Scalars['String']['output']>;
  promise_request_id?: Maybe<Scalars['ID']['output']>;
  /**
   * Why Flow's answer was held for review instead of applied: amount | currency | commerce_order |
   * status | unit_held; null when nothing is held.
   */
  review_reason?: Maybe<Scalars['String']['output']>;
  /** pending | paid | rejected | cancelled */
  status: Scalars['String']['output'];
  taxes?: Maybe<Scalars['Int']['output']>;
  token?: Maybe<Scalars['String']['output']>;
  transaction_amount: Scalars['Int']['output'];
  /** When the gateway transfers the money to the commerce. */
  transfer_date?: Maybe<Scalars['String']['output']>;
};

/**
 * A permission name (spatie style). The names the menu uses (spec §6) are system permissions: they
 * cannot be renamed or deleted.
 */
export type Permission = {
  __typename?: 'Permission';
  audits: Array<Audit>;
  created_at?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Pipeline = {
  __typename?: 'Pipeline';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** By `order`. */
  stages: Array<PipelineStage>;
};

export type PipelineStage = {
  __typename?: 'PipelineStage';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  order: Scalars['Int']['output'];
  /** won | lost for the stages that close a prospect (its status follows), null for open stages. */
  outcome?: Maybe<Scalars['String']['output']>;
  /**
   * A system stage that always exists (cannot be removed); it does not limit moves, but the board
   * asks for confirmation before moving a prospect into one.
   */
  permanent_stage: Scalars['Boolean']['output'];
  pipeline?: Maybe<Pipeline>;
  pipeline_id: Scalars['ID']['output'];
};

/** Lookup: an extra a project may contract on top of its plan. */
export type PlanAdditional = {
  __typename?: 'PlanAdditional';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A payment plan contracted for a project ("Contrata tu plan" → "Finalizar") and its payment state. */
export type PlanPayment = {
  __typename?: 'PlanPayment';
  /** CLP. */
  amount?: Maybe<Scalars['Int']['output']>;
  created_at: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  order_number?: Maybe<Scalars['String']['output']>;
  paid_at?: Maybe<Scalars['DateTime']['output']>;
  /** The plan id; 2 enables the plan button. */
  plan: Scalars['Int']['output'];
  project_id: Scalars['ID']['output'];
  /** pending | paid | cancelled */
  status: Scalars['String']['output'];
  uf_value?: Maybe<Scalars['Float']['output']>;
};

export type PlansRestriction = {
  __typename?: 'PlansRestriction';
  id: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
};

/** A mortgage-credit pre-approval request. Amounts in UF; `credit_term` in years. */
export type Preapproval = {
  __typename?: 'Preapproval';
  /** The down payment (pie). */
  amount_foot?: Maybe<Scalars['Float']['output']>;
  amount_property?: Maybe<Scalars['Float']['output']>;
  /** Status changes and other edits, newest first (our addition: the details page shows them). */
  audits: Array<Audit>;
  created_at: Scalars['DateTime']['output'];
  credit_term?: Maybe<Scalars['Int']['output']>;
  customer?: Maybe<Customer>;
  description?: Maybe<Scalars['String']['output']>;
  /**
   * The document attached by staff (editPreapproval's file), if any: a link signed for the viewer
   * that opens it without an Authorization header (a plain link in a new tab), valid 1 hour and only
   * for this pre-approval and this document. Null when there is no document and for roles that
   * cannot open it.
   */
  document_url?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  project?: Maybe<Project>;
  property_type?: Maybe<Scalars['String']['output']>;
  /** Allowed values and transitions defined in src/shared (issue 6). */
  status: Scalars['String']['output'];
  subsidy_type_id?: Maybe<Scalars['ID']['output']>;
  subsidytype?: Maybe<SubsidyType>;
};

export type PreapprovalPaginator = Paginator & {
  __typename?: 'PreapprovalPaginator';
  current_page: Scalars['Int']['output'];
  data: Array<Preapproval>;
  from?: Maybe<Scalars['Int']['output']>;
  has_more_pages: Scalars['Boolean']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to?: Maybe<Scalars['Int']['output']>;
  total: Scalars['Int']['output'];
};

/** The signed-in user as the session needs it (spec §3 "Profile (me)"). */
export type Profile = {
  __typename?: 'Profile';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  last_name: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /**
   * Effective permissions: those of the effective role plus direct grants, without duplicates,
   * sorted by name. The menu follows these names.
   */
  permissions: Array<Permission>;
  /** Project links: agency-scoped roles also see these projects. */
  projectuser: Array<ProjectUser>;
  /** Agency links (the spec's "agency link"). createUser and editUser set at most one. */
  realstateagencyuser: Array<RealStateAgencyUser>;
  /** Roles in order; the first is the user's effective role (spec §6). */
  roles: Array<Role>;
  /**
   * The profile status flag (the user's active flag). Route guards marked "check applies only when
   * the profile status flag is set" skip their role check while it is false.
   */
  status: Scalars['Boolean']['output'];
};

/**
 * A housing project (development). Field names are the spec's, Spanish words included. Prices and
 * areas: UF with 2 decimals and m². Latitude and longitude travel as text.
 */
export type Project = {
  __typename?: 'Project';
  address?: Maybe<Scalars['String']['output']>;
  area_from: Scalars['Float']['output'];
  audits: Array<Audit>;
  bathrooms_from?: Maybe<Scalars['Int']['output']>;
  bedrooms_from: Scalars['Int']['output'];
  bikers: Scalars['Boolean']['output'];
  brochure?: Maybe<ProjectFile>;
  calisthenics_area: Scalars['Boolean']['output'];
  chatbot_url?: Maybe<Scalars['String']['output']>;
  clean_points: Scalars['Boolean']['output'];
  commune?: Maybe<Commune>;
  commune_id?: Maybe<Scalars['ID']['output']>;
  /** Who is notified per purpose (query, promise, quotation, booking, disengagement). */
  contact_emails: Array<ProjectContactEmail>;
  controlled_access: Scalars['Boolean']['output'];
  created_at?: Maybe<Scalars['DateTime']['output']>;
  crm_email?: Maybe<Scalars['String']['output']>;
  crm_id?: Maybe<Scalars['String']['output']>;
  crm_zp?: Maybe<Scalars['String']['output']>;
  /** YYYY-MM-DD. */
  deliver_date?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  elevators: Scalars['Boolean']['output'];
  events_room: Scalars['Boolean']['output'];
  executiveemail?: Maybe<Scalars['String']['output']>;
  executivename?: Maybe<Scalars['String']['output']>;
  executivephone?: Maybe<Scalars['String']['output']>;
  /** Sales executives (the spec's executive name, phone and email lists), in display order. */
  executives: Array<ProjectExecutive>;
  exercise_area: Scalars['Boolean']['output'];
  games_accessibility: Scalars['Boolean']['output'];
  google_sheet_id?: Maybe<Scalars['String']['output']>;
  google_sheet_payment?: Maybe<Scalars['String']['output']>;
  green_area: Scalars['Boolean']['output'];
  hospital: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  important: Scalars['Boolean']['output'];
  integration_crm: Scalars['Boolean']['output'];
  latitude?: Maybe<Scalars['String']['output']>;
  legal_quote_text?: Maybe<Scalars['String']['output']>;
  longitude?: Maybe<Scalars['String']['output']>;
  /** Logo, cover page, gallery and floor plans, by `order`. */
  medias: Array<Media>;
  name: Scalars['String']['output'];
  nube360?: Maybe<ProjectFile>;
  orden: Scalars['Int']['output'];
  /**
   * Payment-gateway keys. Returned masked (all but the last 4 characters are '*'); null when the
   * project has none. New values are written through editProject.
   */
  paymentkeys?: Maybe<ProjectPaymentKeys>;
  /** Contracted payment plan id; 2 shows the plan button (spec §4). */
  plan: Scalars['Int']['output'];
  planspayment: Array<PlanPayment>;
  price_from: Scalars['Float']['output'];
  project_stage_type_id?: Maybe<Scalars['ID']['output']>;
  project_status_id?: Maybe<Scalars['ID']['output']>;
  projectadditional: Array<ProjectAdditional>;
  promises_type?: Maybe<Scalars['String']['output']>;
  promotions?: Maybe<Scalars['String']['output']>;
  quincho: Scalars['Boolean']['output'];
  /** Days a quotation stays valid. */
  quotation_validity?: Maybe<Scalars['Int']['output']>;
  real_state_agency_id: Scalars['ID']['output'];
  realstateagency?: Maybe<RealStateAgency>;
  relatedprojects: Array<Project>;
  /** Minimum monthly income in CLP; null when the project sets none. */
  renta_minima?: Maybe<Scalars['Int']['output']>;
  reserve_amount?: Maybe<Scalars['Float']['output']>;
  reserve_crm?: Maybe<Scalars['String']['output']>;
  reserve_crm_zp?: Maybe<Scalars['String']['output']>;
  /** 'UF' or 'CLP': the currency of reserve_amount. */
  reserve_currency?: Maybe<Scalars['String']['output']>;
  reserve_type?: Maybe<Scalars['String']['output']>;
  /** Days a booking stays valid. */
  reserve_validity?: Maybe<Scalars['Int']['output']>;
  restriction?: Maybe<ProjectRestriction>;
  sales_room?: Maybe<Scalars['String']['output']>;
  show_logo_realstate: Scalars['Boolean']['output'];
  show_section_news: Scalars['Boolean']['output'];
  slug: Scalars['String']['output'];
  stage?: Maybe<ProjectStage>;
  status?: Maybe<ProjectStatus>;
  stores: Scalars['Boolean']['output'];
  subsidies: Array<SubsidyType>;
  subway_station: Scalars['Boolean']['output'];
  summary?: Maybe<Scalars['String']['output']>;
  swimming_pool: Scalars['Boolean']['output'];
  tour360?: Maybe<ProjectFile>;
  /** 'Departamentos', 'Casas', ... */
  type: Scalars['String']['output'];
  type_property?: Maybe<Scalars['String']['output']>;
  updated_at?: Maybe<Scalars['DateTime']['output']>;
  video_youtube_id?: Maybe<Scalars['String']['output']>;
  visible: Scalars['Boolean']['output'];
};

/** An extra contracted for a project (the spec's projectadditional). */
export type ProjectAdditional = {
  __typename?: 'ProjectAdditional';
  additional_plan_type_id: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  plansadditional?: Maybe<PlanAdditional>;
  quantity: Scalars['Int']['output'];
};

/**
 * An extra contracted for a project, as createProject and editProject send it (our addition: the
 * spec lists projectadditional among a project's data but names no call that writes it).
 */
export type ProjectAdditionalInput = {
  additional_plan_type_id: Scalars['ID']['input'];
  /** Defaults to 1. */
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

export type ProjectContactEmail = {
  __typename?: 'ProjectContactEmail';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  /** Contact photo shown with this entry, if any. */
  photo?: Maybe<Media>;
  /** query | promise | quotation | booking | disengagement */
  purpose: Scalars['String']['output'];
};

/**
 * A notification address as sent by createProject and editProject. `photo` (a real file) sets the
 * contact photo; `photo_media_id` keeps an existing one on edit.
 */
export type ProjectContactEmailInput = {
  email: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  photo?: InputMaybe<Scalars['Upload']['input']>;
  photo_media_id?: InputMaybe<Scalars['ID']['input']>;
  purpose: Scalars['String']['input'];
};

export type ProjectExecutive = {
  __typename?: 'ProjectExecutive';
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
};

/** A sales executive as sent by createProject and editProject. */
export type ProjectExecutiveInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** Brochure (PDF) or a 360° asset: an uploaded file or an external viewer URL. */
export type ProjectFile = {
  __typename?: 'ProjectFile';
  extension?: Maybe<Scalars['String']['output']>;
  file_name?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** brochure | nube360 | tour360 */
  kind: Scalars['String']['output'];
  mime?: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
};

/** A unit model of a project with its floor-plan images. */
export type ProjectModel = {
  __typename?: 'ProjectModel';
  medias: Array<Media>;
  model: Scalars['String']['output'];
};

export type ProjectPaginator = Paginator & {
  __typename?: 'ProjectPaginator';
  current_page: Scalars['Int']['output'];
  data: Array<Project>;
  from?: Maybe<Scalars['Int']['output']>;
  has_more_pages: Scalars['Boolean']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to?: Maybe<Scalars['Int']['output']>;
  total: Scalars['Int']['output'];
};

export type ProjectPaymentKeys = {
  __typename?: 'ProjectPaymentKeys';
  api_key: Scalars['String']['output'];
  secret_key: Scalars['String']['output'];
};

export type ProjectRestriction = {
  __typename?: 'ProjectRestriction';
  id: Scalars['ID']['output'];
  /** Whether units may be sold with a housing subsidy. */
  sell_subsidies: Scalars['Boolean']['output'];
};

/** Lookup: construction stage of a project. */
export type ProjectStage = {
  __typename?: 'ProjectStage';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** Lookup: status of a project ('En blanco', 'En verde', 'Entrega inmediata', ...). */
export type ProjectStatus = {
  __typename?: 'ProjectStatus';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** Link between a user and a project. */
export type ProjectUser = {
  __typename?: 'ProjectUser';
  id: Scalars['ID']['output'];
  project?: Maybe<Project>;
  project_id: Scalars['ID']['output'];
};

/** A promise order (Pago de Promesa). */
export type PromiseOrder = {
  __typename?: 'PromiseOrder';
  /** Status changes and other edits, newest first (our addition: the details page shows them). */
  audits: Array<Audit>;
  created_at: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  promiserequest?: Maybe<PromiseRequest>;
  /** Allowed values and transitions defined in src/shared (issue 6). */
  status: Scalars['String']['output'];
};

export type PromiseOrderPaginator = Paginator & {
  __typename?: 'PromiseOrderPaginator';
  current_page: Scalars['Int']['output'];
  data: Array<PromiseOrder>;
  from?: Maybe<Scalars['Int']['output']>;
  has_more_pages: Scalars['Boolean']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to?: Maybe<Scalars['Int']['output']>;
  total: Scalars['Int']['output'];
};

/**
 * A promise request (Solicitud de Promesa) with its payment transaction. Amounts in CLP with the UF
 * value used. The quotation carries the project, the customer and the quoted units with prices.
 */
export type PromiseRequest = {
  __typename?: 'PromiseRequest';
  amount_paid?: Maybe<Scalars['Int']['output']>;
  /** Status changes and other edits, newest first (our addition: the details page shows them). */
  audits: Array<Audit>;
  created_at: Scalars['DateTime']['output'];
  datetime_transaction?: Maybe<Scalars['DateTime']['output']>;
  gateway_reference?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  order_number?: Maybe<Scalars['String']['output']>;
  payments: Array<Payment>;
  promiseorder?: Maybe<PromiseOrder>;
  quotation?: Maybe<Quotation>;
  signature?: Maybe<Scalars['String']['output']>;
  /** Allowed values and transitions defined in src/shared (issue 6). */
  status: Scalars['String']['output'];
  uf_value?: Maybe<Scalars['Float']['output']>;
};

export type PromiseRequestPaginator = Paginator & {
  __typename?: 'PromiseRequestPaginator';
  current_page: Scalars['Int']['output'];
  data: Array<PromiseRequest>;
  from?: Maybe<Scalars['Int']['output']>;
  has_more_pages: Scalars['Boolean']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to?: Maybe<Scalars['Int']['output']>;
  total: Scalars['Int']['output'];
};

/**
 * A home for sale. Prices and subsidy amounts in UF (2 decimals), areas in m². `bathrooms` travels
 * as text (half bathrooms exist).
 */
export type Property = {
  __typename?: 'Property';
  audits: Array<Audit>;
  /** False once reserved or sold. */
  available: Scalars['Boolean']['output'];
  base_subsidie_ds15?: Maybe<Scalars['Float']['output']>;
  base_subsidies?: Maybe<Scalars['Float']['output']>;
  bathrooms?: Maybe<Scalars['String']['output']>;
  bedrooms?: Maybe<Scalars['Int']['output']>;
  bonus_integration?: Maybe<Scalars['Float']['output']>;
  bonus_recruitment?: Maybe<Scalars['Float']['output']>;
  bookeable: Scalars['Boolean']['output'];
  built_area?: Maybe<Scalars['Float']['output']>;
  /** Warehouses and parking lots sold with this home. */
  complements: Array<UnitComplement>;
  created_at: Scalars['DateTime']['output'];
  crm_id?: Maybe<Scalars['String']['output']>;
  /**
   * The home's financing per programme at the UF of `date` (dd-mm-aaaa or aaaa-mm-dd; absent: today
   * in Chile). No income band: that lives on each quoted home. Always answered when asked (the
   * field is nullable only because units are built without it by the lists that do not ask it).
   */
  financing?: Maybe<Financing>;
  floor?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  id_crm_movendo?: Maybe<Scalars['String']['output']>;
  identifier: Scalars['String']['output'];
  lots?: Maybe<Scalars['String']['output']>;
  /** The floor plan of the unit's model. */
  medias: Array<Media>;
  model?: Maybe<Scalars['String']['output']>;
  municipal_area?: Maybe<Scalars['Float']['output']>;
  /** N, S, O, P, NO, NP, SO, SP, ... */
  orientation?: Maybe<Scalars['String']['output']>;
  price: Scalars['Float']['output'];
  project?: Maybe<Project>;
  project_id: Scalars['ID']['output'];
  promisable: Scalars['Boolean']['output'];
  saving_ds15?: Maybe<Scalars['Float']['output']>;
  savings?: Maybe<Scalars['Float']['output']>;
  sectores_medios: Scalars['Boolean']['output'];
  show_price_from: Scalars['Boolean']['output'];
  terrace_area?: Maybe<Scalars['Float']['output']>;
  total_area?: Maybe<Scalars['Float']['output']>;
  tower?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
  visible: Scalars['Boolean']['output'];
  vulnerable: Scalars['Boolean']['output'];
};


/**
 * A home for sale. Prices and subsidy amounts in UF (2 decimals), areas in m². `bathrooms` travels
 * as text (half bathrooms exist).
 */
export type PropertyFinancingArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
};

export type PropertyPaginator = Paginator & {
  __typename?: 'PropertyPaginator';
  current_page: Scalars['Int']['output'];
  data: Array<Property>;
  from?: Maybe<Scalars['Int']['output']>;
  has_more_pages: Scalars['Boolean']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to?: Maybe<Scalars['Int']['output']>;
  total: Scalars['Int']['output'];
};

/** A quoted home with its complements and the UF prices quoted then; `price` is the total. */
export type PropertyQuotation = {
  __typename?: 'PropertyQuotation';
  /**
   * The quoted home's financing (issue 34) at the UF of `date` (dd-mm-aaaa or aaaa-mm-dd; absent:
   * today in Chile), with the quotation's income band (minimum_rent, maximum_rent). Null when the
   * home no longer exists.
   */
  financing?: Maybe<Financing>;
  id: Scalars['ID']['output'];
  parkinglot?: Maybe<ParkingLot>;
  parkinglot_price?: Maybe<Scalars['Float']['output']>;
  price: Scalars['Float']['output'];
  property?: Maybe<Property>;
  property_price: Scalars['Float']['output'];
  warehouse?: Maybe<Warehouse>;
  warehouse_price?: Maybe<Scalars['Float']['output']>;
};


/** A quoted home with its complements and the UF prices quoted then; `price` is the total. */
export type PropertyQuotationFinancingArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
};

/** A sales prospect (negocio) on a pipeline stage. */
export type Prospect = {
  __typename?: 'Prospect';
  created_at: Scalars['DateTime']['output'];
  /** low | medium | high */
  criticality?: Maybe<Scalars['String']['output']>;
  customer?: Maybe<Customer>;
  /** The note of the last stage move. */
  description?: Maybe<Scalars['String']['output']>;
  /**
   * How many other prospects of the same agency have a customer with this RUT, among those the viewer
   * may see (an agency role never counts another agency's prospects).
   */
  duplicate_count: Scalars['Int']['output'];
  /** Those prospects, newest first (the details page's «Posible duplicado de …»). */
  duplicates: Array<Prospect>;
  /** Every stage move, newest first (our addition: the business details page shows it). */
  history: Array<ProspectStageMove>;
  id: Scalars['ID']['output'];
  pipelinestage?: Maybe<PipelineStage>;
  project?: Maybe<Project>;
  prospectapproval?: Maybe<ProspectApproval>;
  prospectquotation: Array<ProspectQuotation>;
  /**
   * The customer's social and household record: sensitive personal data. Only roles with business
   * access read it (others get null), and every read writes an audit row (event "rukan_read").
   */
  rukan?: Maybe<Rukan>;
  /** open | won | lost */
  status?: Maybe<Scalars['String']['output']>;
};

/** The prospect's pre-approval, if the customer asked for one. */
export type ProspectApproval = {
  __typename?: 'ProspectApproval';
  id: Scalars['ID']['output'];
  preapproval?: Maybe<Preapproval>;
  status: Scalars['String']['output'];
};

/** One agency's prospects in a cross-agency duplicate group. */
export type ProspectDuplicateAgency = {
  __typename?: 'ProspectDuplicateAgency';
  agency_id: Scalars['ID']['output'];
  agency_name: Scalars['String']['output'];
  prospects: Scalars['Int']['output'];
};

/** A RUT whose prospects sit in several agencies (Admin's report). */
export type ProspectDuplicateGroup = {
  __typename?: 'ProspectDuplicateGroup';
  agencies: Array<ProspectDuplicateAgency>;
  /** The name of the newest of those prospects' customers. */
  customer_name: Scalars['String']['output'];
  prospects: Scalars['Int']['output'];
  /** Formatted, e.g. 12.345.678-5. */
  rut: Scalars['String']['output'];
};

export type ProspectDuplicateGroupPaginator = Paginator & {
  __typename?: 'ProspectDuplicateGroupPaginator';
  current_page: Scalars['Int']['output'];
  data: Array<ProspectDuplicateGroup>;
  from?: Maybe<Scalars['Int']['output']>;
  has_more_pages: Scalars['Boolean']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to?: Maybe<Scalars['Int']['output']>;
  total: Scalars['Int']['output'];
};

/**
 * A merge just made: `kept` holds the other prospect's history and quotations; `unmergeProspects`
 * with `id` puts both back as they were until `undo_until`.
 */
export type ProspectMerge = {
  __typename?: 'ProspectMerge';
  id: Scalars['ID']['output'];
  kept: Prospect;
  merged_id: Scalars['ID']['output'];
  undo_until: Scalars['DateTime']['output'];
};

export type ProspectPaginator = Paginator & {
  __typename?: 'ProspectPaginator';
  current_page: Scalars['Int']['output'];
  data: Array<Prospect>;
  from?: Maybe<Scalars['Int']['output']>;
  has_more_pages: Scalars['Boolean']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to?: Maybe<Scalars['Int']['output']>;
  total: Scalars['Int']['output'];
};

export type ProspectQuotation = {
  __typename?: 'ProspectQuotation';
  id: Scalars['ID']['output'];
  quotation?: Maybe<Quotation>;
};

/** One stage move of a prospect: from (null for the first placement), to, why, who and when. */
export type ProspectStageMove = {
  __typename?: 'ProspectStageMove';
  created_at: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  from_stage?: Maybe<PipelineStage>;
  id: Scalars['ID']['output'];
  to_stage: PipelineStage;
  user?: Maybe<User>;
};

/** One pipeline stage's page of prospects: `id` is the stage id, `info` its paginator fields. */
export type ProspectStagePage = {
  __typename?: 'ProspectStagePage';
  data: Array<Prospect>;
  id: Scalars['ID']['output'];
  info: PaginatorInfo;
};

export type ProspectsPerType = {
  __typename?: 'ProspectsPerType';
  paginate_totals: Array<ProspectStagePage>;
};

export type Province = {
  __typename?: 'Province';
  code: Scalars['String']['output'];
  communes: Array<Commune>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  region_id: Scalars['ID']['output'];
};

/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type Query = {
  __typename?: 'Query';
  /**
   * Booking orders, newest first; `project_id` and `status` filter ("" = none); `search` (our
   * addition) matches the customer's name, email, phone or RUT, with or without dots and dash. With
   * `id`: only that order.
   */
  bookingorders: BookingOrderPaginator;
  /**
   * Booking requests, newest first; `project_id` and `status` filter ("" = none); `search` (our
   * addition) matches the customer's name, email, phone or RUT, with or without dots and dash.
   * `expiring` (our addition, issue 31): only pending requests whose `expires_at` falls within the
   * next 48 hours («Por vencer»). With `id`: only that request.
   */
  bookingrequests: BookingRequestPaginator;
  /** Comments, newest first; `project_id` filters ("" = none). With `id`: only that comment. */
  comments: CommentPaginator;
  /** Lead origins between date_ini and date_end ("" = all time), largest total first. */
  consolidity: Array<ConsolidityRow>;
  /**
   * Project contact forms, newest first. Filters ("" = none): `real_state_agency` and `project` are
   * ids as text; sent between date_init and date_end.
   */
  contactform: ContactFormPaginator;
  /** Enterprise contacts, newest first, between date_init and date_end ("" = none). */
  contactformenterprise: ContactEnterprisePaginator;
  /** Home-form contacts, newest first, between date_init and date_end ("" = none). */
  contactformhomesection: ContactFormHomeSectionPaginator;
  /** Newsletter sign-ups, newest first, sent between date_init and date_end ("" = none). */
  contactformnewsletter: ContactNewsletterPaginator;
  /** Form-section contacts, newest first, between date_init and date_end ("" = none). */
  contactformsection: ContactFormSectionPaginator;
  /**
   * One of the viewer's export jobs (to recover its state after a reconnection); null when it does
   * not exist, expired, or belongs to someone else.
   */
  exportJob?: Maybe<ExportJob>;
  /**
   * The viewer's export jobs of the last 7 days, newest first (the "Exportaciones" panel). `limit`:
   * how many, 20 when absent or below 1, at most 50 (a larger one answers 50).
   */
  exportJobs: Array<ExportJob>;
  /** The signed-in user's profile. */
  me: Profile;
  /**
   * The project's unit models by name with their floor plans. `cache` is ignored by the server:
   * the client may send any value (e.g. a timestamp) to bypass its own cache.
   */
  modelsbyproject: Array<ProjectModel>;
  /**
   * News by date, newest first. Filters ("" = none): `title` matches a part, case-insensitive;
   * `date` the publication date; `status` "1" or "0". With `id`: only that item (details page).
   */
  news: NewsPaginator;
  /**
   * The viewer's notifications, newest first. `limit` is the page size: 5 when absent or below 1,
   * at most 50 (a larger one answers 50 a page). `page` defaults to 1. `user_id` may be left out;
   * any other user's id is FORBIDDEN.
   */
  notificationsusers: NotificationUserPaginator;
  /** Parking lots; same filters as warehouses. */
  parkinglots: ParkingLotPaginator;
  /**
   * All permissions by name (the user and role forms list them). With `id`: only that one (its
   * audits page).
   */
  permissions: Array<Permission>;
  /** Pipelines with their stages. */
  pipelines: Array<Pipeline>;
  plansadditional: Array<PlanAdditional>;
  /**
   * Pre-approvals, newest first; `project_id` and `status` filter ("" = none); `search` (our
   * addition) matches the customer's name, email, phone or RUT, with or without dots and dash. With
   * `id`: only that one.
   */
  preapprovals: PreapprovalPaginator;
  /**
   * Projects by `orden` then name (removed ones never appear). `real_state_agency` is an agency id
   * as text ("" = all); `project_id`, when not empty, limits the page to those projects (the edit,
   * audits and webhooks pages pass one id). The client always fetches it fresh.
   */
  projects: ProjectPaginator;
  /** Every media of the project (all slots) by slot then `order`. Always fetched fresh. */
  projectsmedia: Array<Media>;
  /**
   * The projects the viewer works with, by name, for filters: everything for global roles, the
   * projects of the viewer's agencies plus linked projects for agency-scoped roles.
   */
  projectsrelatedtome: Array<Project>;
  projectstage: Array<ProjectStage>;
  projectstatus: Array<ProjectStatus>;
  /**
   * Promise orders, newest first; `project_id` and `status` filter ("" = none); `search` (our
   * addition) matches the customer's name, email, phone or RUT, with or without dots and dash. With
   * `id`: only that order.
   */
  promiseorders: PromiseOrderPaginator;
  /**
   * Promise requests, newest first; `project_id` and `status` filter ("" = none); `search` (our
   * addition) matches the customer's name, email, phone or RUT, with or without dots and dash. With
   * `id`: only that request.
   */
  promiserequests: PromiseRequestPaginator;
  /**
   * Homes by tower, floor and identifier. Filters ("" = none): `identifier` matches a part,
   * case-insensitive; `model`, `orientation`, `tower` match exactly; `visible` is "1"/"true" or
   * "0"/"false". With `id`: only that home (details and audits pages).
   */
  properties: PropertyPaginator;
  /** Distinct models and towers of the project's homes, for the unit filters. */
  propertiesandmodelsbyproject: ModelsAndTowers;
  /** Admin only: the RUTs whose prospects sit in more than one agency, most prospects first. */
  prospectduplicates: ProspectDuplicateGroupPaginator;
  /**
   * Prospects, newest first. Filters ("" = none): `customer_name_rut_email_phone` matches a part
   * of the customer's name, last name, RUT (with or without dots and dash), email or phone; project;
   * created between date_ini and date_end; `rukans_vig` "1" with a current Rukan, "0" without;
   * `pre_approvals_status` a pre-approval status. With `id`: only that prospect (business details).
   */
  prospects: ProspectPaginator;
  /**
   * The business board: one page of prospects per stage of the pipeline (stages by order), with
   * the same filters as prospects. `page` pages every stage; `subquery` (a stage id) with `subpage`
   * pages that stage alone; `incremental` true returns only the `subquery` stage (load more).
   */
  prospectspertypequery: ProspectsPerType;
  /**
   * Quotations, newest first. Filters ("" = none): project, created between date_ini and date_end,
   * `real_state_agency` (agency id as text), `status`, and `search` (our addition): the customer's name, email,
   * phone or RUT (with or without dots and dash). Dates are dd-mm-aaaa or aaaa-mm-dd, Chile time,
   * both ends included. `expiring` (our addition, issue 31): only active quotations whose
   * `expires_at` falls within the next 48 hours («Por vencer»). With `id`: only that quotation.
   */
  quotations: QuotationPaginator;
  /**
   * Agencies by `orden` then name, hidden ones included. Without `id`: one page. With `id`: a page
   * holding only that agency (edit and audits pages).
   */
  realstateagencies: RealStateAgencyPaginator;
  /** Every visible agency by name, for filters and selects; agency-scoped roles get only their own. */
  realstateagenciesnopagination: Array<RealStateAgency>;
  /** The 16 regions in north-to-south order, each with its provinces and their communes by name. */
  regions: Array<Region>;
  /** All roles by name. With `id`: only that one (its audits page). */
  roles: Array<Role>;
  /** The signed-in user's own views of `list`, by name. An unknown list key is BAD_USER_INPUT. */
  savedViews: Array<SavedView>;
  /**
   * Search from anywhere (our addition, issue 33; Ctrl+K in the SPA): `text` is a RUT with or
   * without dots and dash, a name, an email or a phone (the customers' words, by prefix, as the sales
   * lists' `search`), a unit identifier (by prefix), or a record number: a quotation, booking
   * request or order, promise request or order, pre-approval or prospect id, or a payment's order
   * number. Up to `limit` hits per kind (default 5, also below 1; at most 20); fewer than 2
   * characters find nothing.
   */
  search: SearchResults;
  subsidytypes: Array<SubsidyType>;
  /**
   * The home summary, by project name then model. `project_id` and `real_state_agency` (id as
   * text) filter; "" = all the viewer may see.
   */
  tablepropertie: TablePropertiePaginator;
  /** All news tags by name. */
  tagsNews: Array<TagNews>;
  /**
   * The UF used for a day (dd-mm-aaaa or aaaa-mm-dd; absent: today in Chile). Null when no value was
   * loaded on or before that day. Every signed-in role may read it.
   */
  ufOfDay?: Maybe<UfOfDay>;
  /**
   * The loaded UF values, newest day first, 20 a page. `date_ini` and `date_end` (dd-mm-aaaa or
   * aaaa-mm-dd, both ends included) narrow the days.
   */
  ufValues: UfValuePaginator;
  /**
   * The availability grid of a project's tower in one request, without pages (a tower of thousands
   * of homes reads the properties_unit_order_idx index). `tower`: its name; "" = the homes without a
   * tower; absent or null = the first of `towers`. A project with no homes answers no towers, tower
   * "" and no homes. NOT_FOUND / FORBIDDEN as the project's other reads.
   */
  unitsGrid: UnitsGrid;
  /**
   * Users, newest first. Without `id`: one page of users. With `id`: a page holding only that user
   * with its projects (the edit page). Agency-scoped roles see only users linked to their agencies;
   * asking for another agency's user by `id` is FORBIDDEN. `search` (our addition; "" or null = no
   * filter) matches name, last name or email, accent- and case-insensitively.
   */
  users: UserPaginator;
  /** Warehouses; same filters as properties (model and orientation match nothing on warehouses). */
  warehouses: WarehousePaginator;
  /** The project's webhooks by name. */
  webhooks: Array<Webhook>;
  /** The latest 200 delivery attempts of the project's webhooks, newest first. */
  webhooksrecords: Array<WebhookRecord>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryBookingordersArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  project_id?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryBookingrequestsArgs = {
  expiring?: InputMaybe<Scalars['Boolean']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  project_id?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryCommentsArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  project_id?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryConsolidityArgs = {
  date_end?: InputMaybe<Scalars['String']['input']>;
  date_ini?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryContactformArgs = {
  date_end?: InputMaybe<Scalars['String']['input']>;
  date_init?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  project?: InputMaybe<Scalars['String']['input']>;
  real_state_agency?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryContactformenterpriseArgs = {
  date_end?: InputMaybe<Scalars['String']['input']>;
  date_init?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryContactformhomesectionArgs = {
  date_end?: InputMaybe<Scalars['String']['input']>;
  date_init?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryContactformnewsletterArgs = {
  date_end?: InputMaybe<Scalars['String']['input']>;
  date_init?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryContactformsectionArgs = {
  date_end?: InputMaybe<Scalars['String']['input']>;
  date_init?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryExportJobArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryExportJobsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryModelsbyprojectArgs = {
  cache?: InputMaybe<Scalars['JSON']['input']>;
  project_id: Scalars['ID']['input'];
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryNewsArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryNotificationsusersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  user_id?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryParkinglotsArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  identifier?: InputMaybe<Scalars['String']['input']>;
  model?: InputMaybe<Scalars['String']['input']>;
  orientation?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  project_id?: InputMaybe<Scalars['ID']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  tower?: InputMaybe<Scalars['String']['input']>;
  visible?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryPermissionsArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryPreapprovalsArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  project_id?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryProjectsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  project_id?: InputMaybe<Array<Scalars['ID']['input']>>;
  real_state_agency?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryProjectsmediaArgs = {
  project_id: Scalars['ID']['input'];
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryPromiseordersArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  project_id?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryPromiserequestsArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  project_id?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryPropertiesArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  identifier?: InputMaybe<Scalars['String']['input']>;
  model?: InputMaybe<Scalars['String']['input']>;
  orientation?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  project_id?: InputMaybe<Scalars['ID']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  tower?: InputMaybe<Scalars['String']['input']>;
  visible?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryPropertiesandmodelsbyprojectArgs = {
  project_id: Scalars['ID']['input'];
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryProspectduplicatesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryProspectsArgs = {
  customer_name_rut_email_phone?: InputMaybe<Scalars['String']['input']>;
  date_end?: InputMaybe<Scalars['String']['input']>;
  date_ini?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pre_approvals_status?: InputMaybe<Scalars['String']['input']>;
  project_id?: InputMaybe<Scalars['ID']['input']>;
  rukans_vig?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryProspectspertypequeryArgs = {
  customer_name_rut_email_phone?: InputMaybe<Scalars['String']['input']>;
  date_end?: InputMaybe<Scalars['String']['input']>;
  date_ini?: InputMaybe<Scalars['String']['input']>;
  incremental?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pre_approvals_status?: InputMaybe<Scalars['String']['input']>;
  project_id?: InputMaybe<Scalars['ID']['input']>;
  rukans_vig?: InputMaybe<Scalars['String']['input']>;
  subpage?: InputMaybe<Scalars['Int']['input']>;
  subquery?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryQuotationsArgs = {
  date_end?: InputMaybe<Scalars['String']['input']>;
  date_ini?: InputMaybe<Scalars['String']['input']>;
  expiring?: InputMaybe<Scalars['Boolean']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  project_id?: InputMaybe<Scalars['ID']['input']>;
  real_state_agency?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryRealstateagenciesArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryRolesArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QuerySavedViewsArgs = {
  list: Scalars['String']['input'];
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QuerySearchArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryTablepropertieArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  project_id?: InputMaybe<Scalars['ID']['input']>;
  real_state_agency?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryUfOfDayArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryUfValuesArgs = {
  date_end?: InputMaybe<Scalars['String']['input']>;
  date_ini?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryUnitsGridArgs = {
  project_id: Scalars['ID']['input'];
  tower?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryUsersArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryWarehousesArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  identifier?: InputMaybe<Scalars['String']['input']>;
  model?: InputMaybe<Scalars['String']['input']>;
  orientation?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  project_id?: InputMaybe<Scalars['ID']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  tower?: InputMaybe<Scalars['String']['input']>;
  visible?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryWebhooksArgs = {
  project_id: Scalars['ID']['input'];
};


/**
 * Reads. Conventions shared by every list (spec §5, §9; the rest is our design):
 * - Optional filters arrive as `""` when blank: an empty string (or null, or a left-out argument)
 *   means "no filter".
 * - Dates in filters are `YYYY-MM-DD`, both ends inclusive, in Chile's time zone (America/Santiago).
 * - `page` starts at 1 (null or < 1 means 1); a page past the end returns empty `data` with the
 *   right totals. Pages hold 15 records unless the field says otherwise.
 * - `id` arguments added to lists select one record for the detail and audit pages: the page then
 *   holds that record only, or the operation fails with NOT_FOUND (also when the record exists but
 *   lies outside the viewer's agencies).
 * Every operation passes the access policy of src/shared/access first: without a valid token the
 * answer is UNAUTHENTICATED (HTTP 401), a role that may not run it gets FORBIDDEN (HTTP 403), and the
 * agency-scoped roles (RealstateAdmin, RealstateUser, RealstateVendor) only see records of their
 * agencies and of the projects they are linked to. Errors carry `extensions.code` (UNAUTHENTICATED,
 * FORBIDDEN, BAD_USER_INPUT, NOT_FOUND, CONFLICT, NOT_IMPLEMENTED) and a Spanish message;
 * BAD_USER_INPUT adds `extensions.fields` mapping an argument name to its Spanish message.
 * Query limits, checked before anything runs, for every operation over HTTP and graphql-ws alike
 * (src/server/graphql/limits.ts): at most 4000 tokens, 10 levels of nested fields (fragments
 * flattened), 15 aliases and 10 directives, lists of at most 1000 items in the variables (JSON and
 * Upload values aside), and a cost of at most 100000, where each field costs 1
 * plus what it selects and a list multiplies what it selects by its size (a paginator by its page:
 * 1 with `id`, `limit` when given, else the list's page size; any other list by 10). A refused
 * document answers HTTP 400 with code QUERY_TOO_COMPLEX, `extensions.limit` naming the limit and
 * `extensions.max` its value. A query still running after GRAPHQL_TIMEOUT_MS (10 s by default)
 * answers HTTP 503 with code TIMEOUT and stops reading; a mutation always runs to its end. JSON
 * bodies over 4 MiB are refused with HTTP 413 (but a units save's `jsonExcel`). Introspection
 * (`__schema`, `__type`) and "Did you mean" suggestions are only for signed-in requests where
 * GRAPHQL_INTROSPECTION allows them (not in production by default): INTROSPECTION_DISABLED otherwise.
 */
export type QueryWebhooksrecordsArgs = {
  project_id: Scalars['ID']['input'];
};

/** A quotation a customer made on the sales site. Rents in CLP. */
export type Quotation = {
  __typename?: 'Quotation';
  audits: Array<Audit>;
  bookingrequest?: Maybe<BookingRequest>;
  created_at: Scalars['DateTime']['output'];
  customer?: Maybe<Customer>;
  /**
   * When the quotation expires (our addition, issue 31): while it is «Vigente» (active), the first
   * instant of the day after its last valid day, counted in Chile's calendar (America/Santiago): a
   * quotation created on day D of a project with quotation_validity N is valid through day D+N and
   * expires at 00:00 of day D+N+1, Chile time (01:00 on the day the clock jumps forward). Null when
   * the project sets no validity (null or 0) or the quotation is not active. The server's sweep moves
   * it to «Vencida» (expired) shortly after that instant, with an audit row by the system
   * (src/shared/sales-status/expiry.ts).
   */
  expires_at?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  maximum_rent?: Maybe<Scalars['Int']['output']>;
  minimum_rent?: Maybe<Scalars['Int']['output']>;
  project?: Maybe<Project>;
  promiserequest?: Maybe<PromiseRequest>;
  /** The quoted homes, each with its warehouse and parking lot. */
  propertyquotation: Array<PropertyQuotation>;
  /** Allowed values and transitions defined in src/shared (issue 6). */
  status: Scalars['String']['output'];
};

export type QuotationPaginator = Paginator & {
  __typename?: 'QuotationPaginator';
  current_page: Scalars['Int']['output'];
  data: Array<Quotation>;
  from?: Maybe<Scalars['Int']['output']>;
  has_more_pages: Scalars['Boolean']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to?: Maybe<Scalars['Int']['output']>;
  total: Scalars['Int']['output'];
};

/**
 * A real-estate agency (inmobiliaria). Agencies are hidden, never deleted: projects, quotations and
 * payments hang off them.
 */
export type RealStateAgency = {
  __typename?: 'RealStateAgency';
  address?: Maybe<Scalars['String']['output']>;
  audits: Array<Audit>;
  created_at?: Maybe<Scalars['DateTime']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  important: Scalars['Boolean']['output'];
  /** Logo and cover page; `type` is "logo" or "cover_page". */
  medias: Array<Media>;
  name: Scalars['String']['output'];
  official_name?: Maybe<Scalars['String']['output']>;
  /** Display order on the public site, lower first. */
  orden: Scalars['Int']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  /** How many projects the agency may publish under its plan; null when no restriction is set. */
  plansrestrictions?: Maybe<PlansRestriction>;
  projects: Array<Project>;
  representative?: Maybe<Scalars['String']['output']>;
  updated_at?: Maybe<Scalars['DateTime']['output']>;
  url_site?: Maybe<Scalars['String']['output']>;
  visible: Scalars['Boolean']['output'];
};

export type RealStateAgencyPaginator = Paginator & {
  __typename?: 'RealStateAgencyPaginator';
  current_page: Scalars['Int']['output'];
  data: Array<RealStateAgency>;
  from?: Maybe<Scalars['Int']['output']>;
  has_more_pages: Scalars['Boolean']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to?: Maybe<Scalars['Int']['output']>;
  total: Scalars['Int']['output'];
};

/** Link between a user and an agency. */
export type RealStateAgencyUser = {
  __typename?: 'RealStateAgencyUser';
  id: Scalars['ID']['output'];
  /** The agency's name. */
  name: Scalars['String']['output'];
  real_state_agency_id: Scalars['ID']['output'];
  realstateagency?: Maybe<RealStateAgency>;
};

/** Something changed that lists may show: clients refetch the queries of that type. */
export type RecordChange = {
  __typename?: 'RecordChange';
  /** created | updated | deleted */
  action: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  project_id?: Maybe<Scalars['ID']['output']>;
  /**
   * quotation | booking_request | booking_order | promise_request | promise_order | preapproval |
   * prospect | contact | news | comment | project | property | warehouse | parkinglot | agency |
   * user | role | permission | webhook
   */
  type: Scalars['String']['output'];
};

/** Chile's regions, with the official CUT code. */
export type Region = {
  __typename?: 'Region';
  /** The same list as `provinces`: parts of the client call provinces cities. */
  cities: Array<Province>;
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  provinces: Array<Province>;
};

/**
 * A role with its permissions. The seven roles of spec §6 are system roles: they cannot be renamed
 * or deleted.
 */
export type Role = {
  __typename?: 'Role';
  audits: Array<Audit>;
  created_at?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  permissions: Array<Permission>;
};

/**
 * A Rukan record: the customer's social and household data (Registro Social de Hogares and housing
 * history) used to check subsidy eligibility. The spec does not show the finer field lists; these
 * are our shapes. One record per customer.
 */
export type Rukan = {
  __typename?: 'Rukan';
  /** The holder's sons and daughters. */
  children: Array<RukanPerson>;
  created_at: Scalars['DateTime']['output'];
  holder: RukanPerson;
  id: Scalars['ID']['output'];
  /** Other members of the household registry. */
  members: Array<RukanPerson>;
  partner?: Maybe<RukanPerson>;
  /** Properties owned by holder, partner and members. */
  properties: Array<RukanProperty>;
  residence?: Maybe<RukanResidence>;
  /** Rural housing program data as the registry returns it. */
  rural_housing_program?: Maybe<Scalars['JSON']['output']>;
  social_registry?: Maybe<RukanSocialRegistry>;
  /** Housing subsidies of holder, partner and members. */
  subsidies: Array<RukanSubsidy>;
  /** The record is current (vigente) until this date, YYYY-MM-DD; null = no expiry known. */
  valid_until?: Maybe<Scalars['String']['output']>;
  /** valid_until is today or later (what the prospects filter rukans_vig reads). */
  vigente: Scalars['Boolean']['output'];
};

export type RukanPerson = {
  __typename?: 'RukanPerson';
  birth_date?: Maybe<Scalars['String']['output']>;
  civil_status?: Maybe<Scalars['String']['output']>;
  last_name: Scalars['String']['output'];
  name: Scalars['String']['output'];
  nationality?: Maybe<Scalars['String']['output']>;
  /** Relation to the holder (for partner, children and members). */
  relation?: Maybe<Scalars['String']['output']>;
  rut: Scalars['String']['output'];
  rut_dv: Scalars['String']['output'];
};

export type RukanProperty = {
  __typename?: 'RukanProperty';
  appraisal_clp?: Maybe<Scalars['Int']['output']>;
  commune?: Maybe<Scalars['String']['output']>;
  /** Rol de avalúo fiscal. */
  fiscal_role?: Maybe<Scalars['String']['output']>;
  /** holder | partner | member */
  owner: Scalars['String']['output'];
};

export type RukanResidence = {
  __typename?: 'RukanResidence';
  address?: Maybe<Scalars['String']['output']>;
  commune?: Maybe<Scalars['String']['output']>;
  household_size?: Maybe<Scalars['Int']['output']>;
  /** propia | arrendada | cedida | allegado */
  tenure?: Maybe<Scalars['String']['output']>;
};

/** Registro Social de Hogares: tramo (CSE bracket, e.g. "40%"), folio, survey date, region and city. */
export type RukanSocialRegistry = {
  __typename?: 'RukanSocialRegistry';
  city: Scalars['String']['output'];
  date_poll: Scalars['String']['output'];
  folio: Scalars['String']['output'];
  region: Scalars['String']['output'];
  tramo_cse: Scalars['String']['output'];
};

export type RukanSubsidy = {
  __typename?: 'RukanSubsidy';
  name: Scalars['String']['output'];
  /** holder | partner | member */
  owner: Scalars['String']['output'];
  status?: Maybe<Scalars['String']['output']>;
  year?: Maybe<Scalars['Int']['output']>;
};

/**
 * A named state of one list, saved by a user for themselves (our addition, issue 33). Views follow
 * the user across browsers and survive a sign-out; nobody else sees or changes them.
 */
export type SavedView = {
  __typename?: 'SavedView';
  created_at: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The view the list opens with when its URL carries no parameters; at most one per user and list. */
  is_default: Scalars['Boolean']['output'];
  /**
   * The list's key: `properties`, `projects`, `users`, `quotations`, `bookings-requests`,
   * `bookings-orders`, `promises-requests`, `promises-orders`, `preapprovals`, `agencies`, `news`,
   * `contacts`, `contacts-newsletter`, `contacts-enterprise`, `contacts-form-section`,
   * `contacts-form-home-section`, `comments`, `plans`, `permissions`, `roles` or `prospects`.
   */
  list: Scalars['String']['output'];
  /** Unique per user and list, case aside. */
  name: Scalars['String']['output'];
  state: SavedViewState;
  updated_at: Scalars['DateTime']['output'];
};

/** One URL parameter of a list's filters, e.g. `{ key: "project", value: "12" }`. */
export type SavedViewFilter = {
  __typename?: 'SavedViewFilter';
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type SavedViewFilterInput = {
  key: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

/** What a saved view restores on its list. */
export type SavedViewState = {
  __typename?: 'SavedViewState';
  density: TableDensity;
  /** The list's filters as its URL keeps them (never `page`, `sort` or `view`). */
  filters: Array<SavedViewFilter>;
  /** The ids of the columns the view hides. Columns added to a list later show. */
  hidden_columns: Array<Scalars['String']['output']>;
  /** The list's `sort` argument, e.g. `"-price"`; null keeps the list's own order. */
  sort?: Maybe<Scalars['String']['output']>;
};

/**
 * A view's state. Bounds: up to 30 filters with distinct keys, values up to 300 characters, up to 60
 * hidden columns, and 4000 characters as JSON; otherwise BAD_USER_INPUT with `field: "state"`.
 */
export type SavedViewStateInput = {
  density: TableDensity;
  filters: Array<SavedViewFilterInput>;
  hidden_columns: Array<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
};

/** The hits of one kind, newest first (units by identifier). */
export type SearchGroup = {
  __typename?: 'SearchGroup';
  hits: Array<SearchHit>;
  kind: SearchKind;
  /** True when more records of this kind matched than `limit`: the kind's own list finds the rest. */
  more: Scalars['Boolean']['output'];
};

/**
 * One record a search found, with what a line of the results shows. The SPA opens its details from
 * `kind` and `id`.
 */
export type SearchHit = {
  __typename?: 'SearchHit';
  created_at?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  kind: SearchKind;
  /** The project's name. */
  project?: Maybe<Scalars['String']['output']>;
  /** The person's RUT as '12.345.678-5'; null for a unit or when it was not given. */
  rut?: Maybe<Scalars['String']['output']>;
  /**
   * The record's status code (src/shared/sales-status); null for a prospect's stage-less lines and
   * units.
   */
  status?: Maybe<Scalars['String']['output']>;
  /** The person (the customer, or a booking request's contact) or, for a unit, its identifier. */
  title: Scalars['String']['output'];
};

/**
 * What a search from anywhere found (our addition, issue 33): the kinds of record a person can be
 * found in, in this order.
 */
export type SearchKind =
  | 'BOOKING_ORDER'
  | 'BOOKING_REQUEST'
  | 'PREAPPROVAL'
  | 'PROMISE_ORDER'
  | 'PROMISE_REQUEST'
  | 'PROPERTY'
  | 'PROSPECT'
  | 'QUOTATION';

/**
 * A search's results: only the kinds the viewer's role may list and that matched something, each
 * limited to the records of the projects the viewer may see, exactly as that kind's list is.
 */
export type SearchResults = {
  __typename?: 'SearchResults';
  groups: Array<SearchGroup>;
  /** The text as it was searched (trimmed). */
  text: Scalars['String']['output'];
};

/**
 * Realtime events over graphql-ws on the same `/graphql` path. The connection authenticates with
 * `connectionParams.Authorization = "Bearer <access token>"`; signing out closes the session's open
 * subscriptions.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /** Every state change of the viewer's export jobs; with `id`, of that job only. */
  exportJobUpdated: ExportJob;
  /** Each new notification of the viewer. */
  notificationReceived: NotificationUser;
  /**
   * Changes of records the viewer may see (agency scope applies); `types` limits them (null or
   * empty = all).
   */
  recordChanged: RecordChange;
};


/**
 * Realtime events over graphql-ws on the same `/graphql` path. The connection authenticates with
 * `connectionParams.Authorization = "Bearer <access token>"`; signing out closes the session's open
 * subscriptions.
 */
export type SubscriptionExportJobUpdatedArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Realtime events over graphql-ws on the same `/graphql` path. The connection authenticates with
 * `connectionParams.Authorization = "Bearer <access token>"`; signing out closes the session's open
 * subscriptions.
 */
export type SubscriptionRecordChangedArgs = {
  types?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Lookup: housing-subsidy decree (DS1, DS19, DS49, DS15, ...). */
export type SubsidyType = {
  __typename?: 'SubsidyType';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** How tall a list's rows are drawn: «Cómoda» (comfortable) or «Compacta» (compact). */
export type TableDensity =
  | 'comfortable'
  | 'compact';

/**
 * A row of the home summary: one unit model of one project. The *_payments counts are requests with
 * a confirmed payment.
 */
export type TablePropertie = {
  __typename?: 'TablePropertie';
  booking_request_count: Scalars['Int']['output'];
  booking_request_payments: Scalars['Int']['output'];
  model: Scalars['String']['output'];
  project_id: Scalars['ID']['output'];
  project_name: Scalars['String']['output'];
  promise_request_count: Scalars['Int']['output'];
  promise_request_payment: Scalars['Int']['output'];
  quotation_count: Scalars['Int']['output'];
  units_availabe: Scalars['Int']['output'];
  units_count: Scalars['Int']['output'];
};

export type TablePropertiePaginator = Paginator & {
  __typename?: 'TablePropertiePaginator';
  current_page: Scalars['Int']['output'];
  data: Array<TablePropertie>;
  from?: Maybe<Scalars['Int']['output']>;
  has_more_pages: Scalars['Boolean']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to?: Maybe<Scalars['Int']['output']>;
  total: Scalars['Int']['output'];
};

export type TagNews = {
  __typename?: 'TagNews';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/**
 * A problem in a row of an imported UF series: 1-based row of the sheet or file, and a Spanish
 * message.
 */
export type UfImportError = {
  __typename?: 'UfImportError';
  message: Scalars['String']['output'];
  row: Scalars['Int']['output'];
};

/**
 * Result of importUfValues: `status` true when every row was read and saved; false when a row is
 * bad, and then nothing was saved.
 */
export type UfImportResult = {
  __typename?: 'UfImportResult';
  /** The first thousand problems, in row order. */
  errors: Array<UfImportError>;
  /**
   * Spanish summary, e.g. «Se cargaron 365 valores UF (01-01-2026 a 31-12-2026).» or «Se encontraron
   * 3 errores; no se guardó nada.»
   */
  info: Scalars['String']['output'];
  /** How many days were saved (0 when there were errors). */
  saved: Scalars['Int']['output'];
  status: Scalars['Boolean']['output'];
};

/**
 * The UF used for a day. A day without its own value uses the latest earlier one: then `exact` is
 * false and `value_date` is the day that value belongs to («UF del 01-12-2026: $39.485,65 (último
 * valor disponible)»).
 */
export type UfOfDay = {
  __typename?: 'UfOfDay';
  /** The day asked, aaaa-mm-dd. */
  date: Scalars['String']['output'];
  exact: Scalars['Boolean']['output'];
  value: Scalars['Float']['output'];
  /** The day of the value used, aaaa-mm-dd: `date` itself or the latest earlier day with a value. */
  value_date: Scalars['String']['output'];
};

/**
 * The UF of one day (our addition, issue 34): pesos per UF with two decimals, as the Banco Central
 * publishes it. Admin loads it by hand (setUfValue) or imports the daily series (importUfValues).
 */
export type UfValue = {
  __typename?: 'UfValue';
  /** The day, aaaa-mm-dd. */
  date: Scalars['String']['output'];
  /**
   * Who loaded or last changed the value: «Nombre Apellido», null when loaded by the system or when
   * the user was deleted.
   */
  loaded_by?: Maybe<Scalars['String']['output']>;
  updated_at: Scalars['DateTime']['output'];
  value: Scalars['Float']['output'];
};

export type UfValuePaginator = Paginator & {
  __typename?: 'UfValuePaginator';
  current_page: Scalars['Int']['output'];
  data: Array<UfValue>;
  from?: Maybe<Scalars['Int']['output']>;
  has_more_pages: Scalars['Boolean']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to?: Maybe<Scalars['Int']['output']>;
  total: Scalars['Int']['output'];
};

/** A unit linked to another: a warehouse or parking lot of a home, or a home of a complement. */
export type UnitComplement = {
  __typename?: 'UnitComplement';
  id: Scalars['ID']['output'];
  identifier: Scalars['String']['output'];
  price: Scalars['Float']['output'];
  /** property | warehouse | parkinglot */
  type: Scalars['String']['output'];
};

/** The homes of one tower of a project, for the availability grid. */
export type UnitsGrid = {
  __typename?: 'UnitsGrid';
  /**
   * Every live home of that tower, by floor (highest first, no floor last) then identifier in
   * natural order.
   */
  homes: Array<GridHome>;
  project_id: Scalars['ID']['output'];
  project_name: Scalars['String']['output'];
  /** The tower drawn ("" = the homes without a tower). */
  tower: Scalars['String']['output'];
  /** The project's towers in natural order ('T2' before 'T10'); "" last when some homes have none. */
  towers: Array<Scalars['String']['output']>;
};

/** A person who signs in to the back office. */
export type User = {
  __typename?: 'User';
  audits: Array<Audit>;
  created_at: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  last_name: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Permissions granted to the user directly, on top of those of the role (what editUser replaces). */
  permissions: Array<Permission>;
  /** The linked projects themselves (users(id) "with projects"). */
  projects: Array<Project>;
  projectuser: Array<ProjectUser>;
  realstateagencyuser: Array<RealStateAgencyUser>;
  /** Roles in order; the first is the effective role. */
  roles: Array<Role>;
  /** Active flag. An inactive user cannot sign in; changeUserStatus toggles it. */
  status: Scalars['Boolean']['output'];
  updated_at: Scalars['DateTime']['output'];
};

export type UserPaginator = Paginator & {
  __typename?: 'UserPaginator';
  current_page: Scalars['Int']['output'];
  data: Array<User>;
  from?: Maybe<Scalars['Int']['output']>;
  has_more_pages: Scalars['Boolean']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to?: Maybe<Scalars['Int']['output']>;
  total: Scalars['Int']['output'];
};

/** A storage unit (bodega). */
export type Warehouse = {
  __typename?: 'Warehouse';
  available: Scalars['Boolean']['output'];
  bookeable: Scalars['Boolean']['output'];
  built_area?: Maybe<Scalars['Float']['output']>;
  /** The homes this warehouse is sold with. */
  complements: Array<UnitComplement>;
  floor?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  identifier: Scalars['String']['output'];
  lots?: Maybe<Scalars['String']['output']>;
  municipal_area?: Maybe<Scalars['Float']['output']>;
  price: Scalars['Float']['output'];
  project?: Maybe<Project>;
  project_id: Scalars['ID']['output'];
  promisable: Scalars['Boolean']['output'];
  total_area?: Maybe<Scalars['Float']['output']>;
  tower?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['String']['output']>;
  visible: Scalars['Boolean']['output'];
};

export type WarehousePaginator = Paginator & {
  __typename?: 'WarehousePaginator';
  current_page: Scalars['Int']['output'];
  data: Array<Warehouse>;
  from?: Maybe<Scalars['Int']['output']>;
  has_more_pages: Scalars['Boolean']['output'];
  last_page: Scalars['Int']['output'];
  per_page: Scalars['Int']['output'];
  to?: Maybe<Scalars['Int']['output']>;
  total: Scalars['Int']['output'];
};

/**
 * A URL notified when something happens in a project.
 *
 * Events are queued in the same transaction as the change that causes them (a rolled-back change
 * sends nothing; a committed one is delivered at least once, usually within a second). Each
 * delivery is an HTTP POST of JSON `{ type, timestamp, data }`: `type` is the event type,
 * `timestamp` ISO-8601 UTC, `data` the record's `id`, `project_id`, `status` (and
 * `previous_status` on `*.updated`) plus the fields an integrator needs to act (ids, amounts,
 * order number) — never RUT, Rukan/RSH, names, e-mails or phones.
 *
 * Signed as Standard Webhooks v1 (standardwebhooks.com): headers `webhook-id` (`msg_…`, the same
 * for every retry and redelivery, so receivers can drop duplicates), `webhook-timestamp` (Unix
 * seconds) and `webhook-signature` (`v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">` keyed
 * with the base64 bytes after `whsec_` of `secret`). After `rotateWebhookSecret` the previous
 * secret also signs for 24 h (space-separated signatures).
 *
 * Retries: a network error, a timeout (15 s for the whole exchange), 429 (its `Retry-After` is
 * honoured) or 5xx is retried after about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 14 h (with a
 * little jitter); when the last retry fails the Admins get a notification. A 410 disables the
 * webhook; other 4xx and every 3xx (redirects are never followed) are not retried. A webhook that
 * fails for 5 days without one success is disabled; `enableWebhook` turns it back on. Every
 * attempt is a WebhookRecord.
 *
 * Receivers must be public: the URL's host is resolved at every delivery and refused when any of
 * its addresses is loopback, private, link-local, CGNAT, multicast, broadcast, unspecified,
 * reserved, unique-local, IPv4-mapped IPv6 of those, or a cloud metadata address; the connection
 * goes to the address that was checked. The server's WEBHOOKS_ALLOWED_HOSTS may exempt named
 * on-premise receivers.
 */
export type Webhook = {
  __typename?: 'Webhook';
  audits: Array<Audit>;
  created_at?: Maybe<Scalars['DateTime']['output']>;
  description: Scalars['String']['output'];
  /** When it was disabled (a 410, or 5 days of failures); null while enabled. */
  disabled_at?: Maybe<Scalars['DateTime']['output']>;
  /**
   * quotation.created | booking_request.created | booking_request.updated | booking_order.paid |
   * promise_request.created | promise_request.updated | promise_order.paid | preapproval.created |
   * preapproval.updated | contact.created. `*.created` when the record is inserted, `*.updated`
   * when its status changes, `*_order.paid` when an order's status becomes approved.
   */
  event_type: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  project_id: Scalars['ID']['output'];
  /** The signing secret (`whsec_…`). Only Admins reach webhooks; null for a deleted webhook. */
  secret?: Maybe<Scalars['String']['output']>;
  /** activo | con_fallas (the latest attempt failed and no success since) | desactivado. */
  status: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** One delivery attempt of a webhook. */
export type WebhookRecord = {
  __typename?: 'WebhookRecord';
  /** 1 for the first attempt of a delivery; null for records older than delivery tracking. */
  attempt?: Maybe<Scalars['Int']['output']>;
  created_at: Scalars['DateTime']['output'];
  /** The delivery (one event for one webhook) this attempt belongs to; its `webhook-id` is shared. */
  delivery_id?: Maybe<Scalars['ID']['output']>;
  duration_ms?: Maybe<Scalars['Int']['output']>;
  /** The event sent (or `ping`). */
  event_type: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Spanish summary: "Entregado", or why it failed. */
  message?: Maybe<Scalars['String']['output']>;
  /** When this failed attempt will be retried; null when it succeeded or was the last. */
  next_attempt_at?: Maybe<Scalars['DateTime']['output']>;
  /** The JSON that was sent. */
  request_body?: Maybe<Scalars['String']['output']>;
  /** The answer's body, cut at 10 000 characters. */
  response_body?: Maybe<Scalars['String']['output']>;
  /** HTTP status of the answer; null when the request failed before an answer. */
  status_code?: Maybe<Scalars['Int']['output']>;
  webhook_id: Scalars['ID']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  Paginator:
    | ( Omit<BookingOrderPaginator, 'data'> & { data: Array<_RefType['BookingOrder']> } )
    | ( Omit<BookingRequestPaginator, 'data'> & { data: Array<_RefType['BookingRequest']> } )
    | ( CommentPaginator )
    | ( ContactEnterprisePaginator )
    | ( ContactFormHomeSectionPaginator )
    | ( ContactFormPaginator )
    | ( ContactFormSectionPaginator )
    | ( ContactNewsletterPaginator )
    | ( NewsPaginator )
    | ( NotificationUserPaginator )
    | ( PaginatorInfo )
    | ( ParkingLotPaginator )
    | ( PreapprovalPaginator )
    | ( ProjectPaginator )
    | ( Omit<PromiseOrderPaginator, 'data'> & { data: Array<_RefType['PromiseOrder']> } )
    | ( Omit<PromiseRequestPaginator, 'data'> & { data: Array<_RefType['PromiseRequest']> } )
    | ( PropertyPaginator )
    | ( ProspectDuplicateGroupPaginator )
    | ( Omit<ProspectPaginator, 'data'> & { data: Array<_RefType['Prospect']> } )
    | ( Omit<QuotationPaginator, 'data'> & { data: Array<_RefType['Quotation']> } )
    | ( RealStateAgencyPaginator )
    | ( TablePropertiePaginator )
    | ( UfValuePaginator )
    | ( UserPaginator )
    | ( WarehousePaginator )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Audit: ResolverTypeWrapper<Audit>;
  AuditUser: ResolverTypeWrapper<AuditUser>;
  BookingContact: ResolverTypeWrapper<BookingContact>;
  BookingOrder: ResolverTypeWrapper<BookingOrderModel>;
  BookingOrderPaginator: ResolverTypeWrapper<Omit<BookingOrderPaginator, 'data'> & { data: Array<ResolversTypes['BookingOrder']> }>;
  BookingRequest: ResolverTypeWrapper<BookingRequestModel>;
  BookingRequestPaginator: ResolverTypeWrapper<Omit<BookingRequestPaginator, 'data'> & { data: Array<ResolversTypes['BookingRequest']> }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CoDebtor: ResolverTypeWrapper<CoDebtor>;
  Comment: ResolverTypeWrapper<Comment>;
  CommentPaginator: ResolverTypeWrapper<CommentPaginator>;
  Commune: ResolverTypeWrapper<Commune>;
  ConsolidityRow: ResolverTypeWrapper<ConsolidityRow>;
  ContactEnterprise: ResolverTypeWrapper<ContactEnterprise>;
  ContactEnterprisePaginator: ResolverTypeWrapper<ContactEnterprisePaginator>;
  ContactForm: ResolverTypeWrapper<ContactForm>;
  ContactFormHomeSection: ResolverTypeWrapper<ContactFormHomeSection>;
  ContactFormHomeSectionPaginator: ResolverTypeWrapper<ContactFormHomeSectionPaginator>;
  ContactFormPaginator: ResolverTypeWrapper<ContactFormPaginator>;
  ContactFormSection: ResolverTypeWrapper<ContactFormSection>;
  ContactFormSectionPaginator: ResolverTypeWrapper<ContactFormSectionPaginator>;
  ContactNewsletter: ResolverTypeWrapper<ContactNewsletter>;
  ContactNewsletterPaginator: ResolverTypeWrapper<ContactNewsletterPaginator>;
  Customer: ResolverTypeWrapper<Customer>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  ExcelResult: ResolverTypeWrapper<ExcelResult>;
  ExcelUpdateResult: ResolverTypeWrapper<ExcelUpdateResult>;
  ExcelValidationError: ResolverTypeWrapper<ExcelValidationError>;
  ExportJob: ResolverTypeWrapper<ExportJob>;
  Financing: ResolverTypeWrapper<Financing>;
  FinancingAssumption: ResolverTypeWrapper<FinancingAssumption>;
  FinancingIncome: ResolverTypeWrapper<FinancingIncome>;
  FinancingLine: ResolverTypeWrapper<FinancingLine>;
  FinancingProgramme: ResolverTypeWrapper<FinancingProgramme>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FlowCredentialsCheck: ResolverTypeWrapper<FlowCredentialsCheck>;
  FlowVerification: ResolverTypeWrapper<FlowVerification>;
  GridHome: ResolverTypeWrapper<GridHome>;
  GridUnitState: GridUnitState;
  GroupedUnitsResult: ResolverTypeWrapper<GroupedUnitsResult>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Media: ResolverTypeWrapper<Media>;
  MediaOrderInput: MediaOrderInput;
  MediaType: ResolverTypeWrapper<MediaType>;
  ModelsAndTowers: ResolverTypeWrapper<ModelsAndTowers>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  News: ResolverTypeWrapper<News>;
  NewsPaginator: ResolverTypeWrapper<NewsPaginator>;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationUser: ResolverTypeWrapper<NotificationUser>;
  NotificationUserPaginator: ResolverTypeWrapper<NotificationUserPaginator>;
  Paginator: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Paginator']>;
  PaginatorInfo: ResolverTypeWrapper<PaginatorInfo>;
  ParkingLot: ResolverTypeWrapper<ParkingLot>;
  ParkingLotPaginator: ResolverTypeWrapper<ParkingLotPaginator>;
  Payment: ResolverTypeWrapper<Payment>;
  Permission: ResolverTypeWrapper<Permission>;
  Pipeline: ResolverTypeWrapper<Pipeline>;
  PipelineStage: ResolverTypeWrapper<PipelineStage>;
  PlanAdditional: ResolverTypeWrapper<PlanAdditional>;
  PlanPayment: ResolverTypeWrapper<PlanPayment>;
  PlansRestriction: ResolverTypeWrapper<PlansRestriction>;
  Preapproval: ResolverTypeWrapper<Preapproval>;
  PreapprovalPaginator: ResolverTypeWrapper<PreapprovalPaginator>;
  Profile: ResolverTypeWrapper<Profile>;
  Project: ResolverTypeWrapper<Project>;
  ProjectAdditional: ResolverTypeWrapper<ProjectAdditional>;
  ProjectAdditionalInput: ProjectAdditionalInput;
  ProjectContactEmail: ResolverTypeWrapper<ProjectContactEmail>;
  ProjectContactEmailInput: ProjectContactEmailInput;
  ProjectExecutive: ResolverTypeWrapper<ProjectExecutive>;
  ProjectExecutiveInput: ProjectExecutiveInput;
  ProjectFile: ResolverTypeWrapper<ProjectFile>;
  ProjectModel: ResolverTypeWrapper<ProjectModel>;
  ProjectPaginator: ResolverTypeWrapper<ProjectPaginator>;
  ProjectPaymentKeys: ResolverTypeWrapper<ProjectPaymentKeys>;
  ProjectRestriction: ResolverTypeWrapper<ProjectRestriction>;
  ProjectStage: ResolverTypeWrapper<ProjectStage>;
  ProjectStatus: ResolverTypeWrapper<ProjectStatus>;
  ProjectUser: ResolverTypeWrapper<ProjectUser>;
  PromiseOrder: ResolverTypeWrapper<Omit<PromiseOrder, 'promiserequest'> & { promiserequest?: Maybe<ResolversTypes['PromiseRequest']> }>;
  PromiseOrderPaginator: ResolverTypeWrapper<Omit<PromiseOrderPaginator, 'data'> & { data: Array<ResolversTypes['PromiseOrder']> }>;
  PromiseRequest: ResolverTypeWrapper<Omit<PromiseRequest, 'promiseorder' | 'quotation'> & { promiseorder?: Maybe<ResolversTypes['PromiseOrder']>, quotation?: Maybe<ResolversTypes['Quotation']> }>;
  PromiseRequestPaginator: ResolverTypeWrapper<Omit<PromiseRequestPaginator, 'data'> & { data: Array<ResolversTypes['PromiseRequest']> }>;
  Property: ResolverTypeWrapper<Property>;
  PropertyPaginator: ResolverTypeWrapper<PropertyPaginator>;
  PropertyQuotation: ResolverTypeWrapper<PropertyQuotationModel>;
  Prospect: ResolverTypeWrapper<Omit<Prospect, 'duplicates' | 'history' | 'prospectquotation'> & { duplicates: Array<ResolversTypes['Prospect']>, history: Array<ResolversTypes['ProspectStageMove']>, prospectquotation: Array<ResolversTypes['ProspectQuotation']> }>;
  ProspectApproval: ResolverTypeWrapper<ProspectApproval>;
  ProspectDuplicateAgency: ResolverTypeWrapper<ProspectDuplicateAgency>;
  ProspectDuplicateGroup: ResolverTypeWrapper<ProspectDuplicateGroup>;
  ProspectDuplicateGroupPaginator: ResolverTypeWrapper<ProspectDuplicateGroupPaginator>;
  ProspectMerge: ResolverTypeWrapper<Omit<ProspectMerge, 'kept'> & { kept: ResolversTypes['Prospect'] }>;
  ProspectPaginator: ResolverTypeWrapper<Omit<ProspectPaginator, 'data'> & { data: Array<ResolversTypes['Prospect']> }>;
  ProspectQuotation: ResolverTypeWrapper<Omit<ProspectQuotation, 'quotation'> & { quotation?: Maybe<ResolversTypes['Quotation']> }>;
  ProspectStageMove: ResolverTypeWrapper<ProspectStageMoveModel>;
  ProspectStagePage: ResolverTypeWrapper<Omit<ProspectStagePage, 'data'> & { data: Array<ResolversTypes['Prospect']> }>;
  ProspectsPerType: ResolverTypeWrapper<Omit<ProspectsPerType, 'paginate_totals'> & { paginate_totals: Array<ResolversTypes['ProspectStagePage']> }>;
  Province: ResolverTypeWrapper<Province>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Quotation: ResolverTypeWrapper<QuotationModel>;
  QuotationPaginator: ResolverTypeWrapper<Omit<QuotationPaginator, 'data'> & { data: Array<ResolversTypes['Quotation']> }>;
  RealStateAgency: ResolverTypeWrapper<RealStateAgency>;
  RealStateAgencyPaginator: ResolverTypeWrapper<RealStateAgencyPaginator>;
  RealStateAgencyUser: ResolverTypeWrapper<RealStateAgencyUser>;
  RecordChange: ResolverTypeWrapper<RecordChange>;
  Region: ResolverTypeWrapper<Region>;
  Role: ResolverTypeWrapper<Role>;
  Rukan: ResolverTypeWrapper<Rukan>;
  RukanPerson: ResolverTypeWrapper<RukanPerson>;
  RukanProperty: ResolverTypeWrapper<RukanProperty>;
  RukanResidence: ResolverTypeWrapper<RukanResidence>;
  RukanSocialRegistry: ResolverTypeWrapper<RukanSocialRegistry>;
  RukanSubsidy: ResolverTypeWrapper<RukanSubsidy>;
  SavedView: ResolverTypeWrapper<SavedView>;
  SavedViewFilter: ResolverTypeWrapper<SavedViewFilter>;
  SavedViewFilterInput: SavedViewFilterInput;
  SavedViewState: ResolverTypeWrapper<SavedViewState>;
  SavedViewStateInput: SavedViewStateInput;
  SearchGroup: ResolverTypeWrapper<SearchGroup>;
  SearchHit: ResolverTypeWrapper<SearchHit>;
  SearchKind: SearchKind;
  SearchResults: ResolverTypeWrapper<SearchResults>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SubsidyType: ResolverTypeWrapper<SubsidyType>;
  TableDensity: TableDensity;
  TablePropertie: ResolverTypeWrapper<TablePropertie>;
  TablePropertiePaginator: ResolverTypeWrapper<TablePropertiePaginator>;
  TagNews: ResolverTypeWrapper<TagNews>;
  UfImportError: ResolverTypeWrapper<UfImportError>;
  UfImportResult: ResolverTypeWrapper<UfImportResult>;
  UfOfDay: ResolverTypeWrapper<UfOfDay>;
  UfValue: ResolverTypeWrapper<UfValue>;
  UfValuePaginator: ResolverTypeWrapper<UfValuePaginator>;
  UnitComplement: ResolverTypeWrapper<UnitComplement>;
  UnitsGrid: ResolverTypeWrapper<UnitsGrid>;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  User: ResolverTypeWrapper<User>;
  UserPaginator: ResolverTypeWrapper<UserPaginator>;
  Warehouse: ResolverTypeWrapper<Warehouse>;
  WarehousePaginator: ResolverTypeWrapper<WarehousePaginator>;
  Webhook: ResolverTypeWrapper<Webhook>;
  WebhookRecord: ResolverTypeWrapper<WebhookRecord>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Audit: Audit;
  AuditUser: AuditUser;
  BookingContact: BookingContact;
  BookingOrder: BookingOrderModel;
  BookingOrderPaginator: Omit<BookingOrderPaginator, 'data'> & { data: Array<ResolversParentTypes['BookingOrder']> };
  BookingRequest: BookingRequestModel;
  BookingRequestPaginator: Omit<BookingRequestPaginator, 'data'> & { data: Array<ResolversParentTypes['BookingRequest']> };
  Boolean: Scalars['Boolean']['output'];
  CoDebtor: CoDebtor;
  Comment: Comment;
  CommentPaginator: CommentPaginator;
  Commune: Commune;
  ConsolidityRow: ConsolidityRow;
  ContactEnterprise: ContactEnterprise;
  ContactEnterprisePaginator: ContactEnterprisePaginator;
  ContactForm: ContactForm;
  ContactFormHomeSection: ContactFormHomeSection;
  ContactFormHomeSectionPaginator: ContactFormHomeSectionPaginator;
  ContactFormPaginator: ContactFormPaginator;
  ContactFormSection: ContactFormSection;
  ContactFormSectionPaginator: ContactFormSectionPaginator;
  ContactNewsletter: ContactNewsletter;
  ContactNewsletterPaginator: ContactNewsletterPaginator;
  Customer: Customer;
  DateTime: Scalars['DateTime']['output'];
  ExcelResult: ExcelResult;
  ExcelUpdateResult: ExcelUpdateResult;
  ExcelValidationError: ExcelValidationError;
  ExportJob: ExportJob;
  Financing: Financing;
  FinancingAssumption: FinancingAssumption;
  FinancingIncome: FinancingIncome;
  FinancingLine: FinancingLine;
  FinancingProgramme: FinancingProgramme;
  Float: Scalars['Float']['output'];
  FlowCredentialsCheck: FlowCredentialsCheck;
  FlowVerification: FlowVerification;
  GridHome: GridHome;
  GroupedUnitsResult: GroupedUnitsResult;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  Media: Media;
  MediaOrderInput: MediaOrderInput;
  MediaType: MediaType;
  ModelsAndTowers: ModelsAndTowers;
  Mutation: Record<PropertyKey, never>;
  News: News;
  NewsPaginator: NewsPaginator;
  Notification: Notification;
  NotificationUser: NotificationUser;
  NotificationUserPaginator: NotificationUserPaginator;
  Paginator: ResolversInterfaceTypes<ResolversParentTypes>['Paginator'];
  PaginatorInfo: PaginatorInfo;
  ParkingLot: ParkingLot;
  ParkingLotPaginator: ParkingLotPaginator;
  Payment: Payment;
  Permission: Permission;
  Pipeline: Pipeline;
  PipelineStage: PipelineStage;
  PlanAdditional: PlanAdditional;
  PlanPayment: PlanPayment;
  PlansRestriction: PlansRestriction;
  Preapproval: Preapproval;
  PreapprovalPaginator: PreapprovalPaginator;
  Profile: Profile;
  Project: Project;
  ProjectAdditional: ProjectAdditional;
  ProjectAdditionalInput: ProjectAdditionalInput;
  ProjectContactEmail: ProjectContactEmail;
  ProjectContactEmailInput: ProjectContactEmailInput;
  ProjectExecutive: ProjectExecutive;
  ProjectExecutiveInput: ProjectExecutiveInput;
  ProjectFile: ProjectFile;
  ProjectModel: ProjectModel;
  ProjectPaginator: ProjectPaginator;
  ProjectPaymentKeys: ProjectPaymentKeys;
  ProjectRestriction: ProjectRestriction;
  ProjectStage: ProjectStage;
  ProjectStatus: ProjectStatus;
  ProjectUser: ProjectUser;
  PromiseOrder: Omit<PromiseOrder, 'promiserequest'> & { promiserequest?: Maybe<ResolversParentTypes['PromiseRequest']> };
  PromiseOrderPaginator: Omit<PromiseOrderPaginator, 'data'> & { data: Array<ResolversParentTypes['PromiseOrder']> };
  PromiseRequest: Omit<PromiseRequest, 'promiseorder' | 'quotation'> & { promiseorder?: Maybe<ResolversParentTypes['PromiseOrder']>, quotation?: Maybe<ResolversParentTypes['Quotation']> };
  PromiseRequestPaginator: Omit<PromiseRequestPaginator, 'data'> & { data: Array<ResolversParentTypes['PromiseRequest']> };
  Property: Property;
  PropertyPaginator: PropertyPaginator;
  PropertyQuotation: PropertyQuotationModel;
  Prospect: Omit<Prospect, 'duplicates' | 'history' | 'prospectquotation'> & { duplicates: Array<ResolversParentTypes['Prospect']>, history: Array<ResolversParentTypes['ProspectStageMove']>, prospectquotation: Array<ResolversParentTypes['ProspectQuotation']> };
  ProspectApproval: ProspectApproval;
  ProspectDuplicateAgency: ProspectDuplicateAgency;
  ProspectDuplicateGroup: ProspectDuplicateGroup;
  ProspectDuplicateGroupPaginator: ProspectDuplicateGroupPaginator;
  ProspectMerge: Omit<ProspectMerge, 'kept'> & { kept: ResolversParentTypes['Prospect'] };
  ProspectPaginator: Omit<ProspectPaginator, 'data'> & { data: Array<ResolversParentTypes['Prospect']> };
  ProspectQuotation: Omit<ProspectQuotation, 'quotation'> & { quotation?: Maybe<ResolversParentTypes['Quotation']> };
  ProspectStageMove: ProspectStageMoveModel;
  ProspectStagePage: Omit<ProspectStagePage, 'data'> & { data: Array<ResolversParentTypes['Prospect']> };
  ProspectsPerType: Omit<ProspectsPerType, 'paginate_totals'> & { paginate_totals: Array<ResolversParentTypes['ProspectStagePage']> };
  Province: Province;
  Query: Record<PropertyKey, never>;
  Quotation: QuotationModel;
  QuotationPaginator: Omit<QuotationPaginator, 'data'> & { data: Array<ResolversParentTypes['Quotation']> };
  RealStateAgency: RealStateAgency;
  RealStateAgencyPaginator: RealStateAgencyPaginator;
  RealStateAgencyUser: RealStateAgencyUser;
  RecordChange: RecordChange;
  Region: Region;
  Role: Role;
  Rukan: Rukan;
  RukanPerson: RukanPerson;
  RukanProperty: RukanProperty;
  RukanResidence: RukanResidence;
  RukanSocialRegistry: RukanSocialRegistry;
  RukanSubsidy: RukanSubsidy;
  SavedView: SavedView;
  SavedViewFilter: SavedViewFilter;
  SavedViewFilterInput: SavedViewFilterInput;
  SavedViewState: SavedViewState;
  SavedViewStateInput: SavedViewStateInput;
  SearchGroup: SearchGroup;
  SearchHit: SearchHit;
  SearchResults: SearchResults;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SubsidyType: SubsidyType;
  TablePropertie: TablePropertie;
  TablePropertiePaginator: TablePropertiePaginator;
  TagNews: TagNews;
  UfImportError: UfImportError;
  UfImportResult: UfImportResult;
  UfOfDay: UfOfDay;
  UfValue: UfValue;
  UfValuePaginator: UfValuePaginator;
  UnitComplement: UnitComplement;
  UnitsGrid: UnitsGrid;
  Upload: Scalars['Upload']['output'];
  User: User;
  UserPaginator: UserPaginator;
  Warehouse: Warehouse;
  WarehousePaginator: WarehousePaginator;
  Webhook: Webhook;
  WebhookRecord: WebhookRecord;
}>;

export type AuditResolvers<ContextType = any, ParentType extends ResolversParentTypes['Audit'] = ResolversParentTypes['Audit']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  new_values?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  old_values?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['AuditUser']>, ParentType, ContextType>;
}>;

export type AuditUserResolvers<ContextType = any, ParentType extends ResolversParentTypes['AuditUser'] = ResolversParentTypes['AuditUser']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookingContactResolvers<ContextType = any, ParentType extends ResolversParentTypes['BookingContact'] = ResolversParentTypes['BookingContact']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rut?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BookingOrderResolvers<ContextType = any, ParentType extends ResolversParentTypes['BookingOrder'] = ResolversParentTypes['BookingOrder']> = ResolversObject<{
  amount_paid?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  audits?: Resolver<Array<ResolversTypes['Audit']>, ParentType, ContextType>;
  bookingrequest?: Resolver<Maybe<ResolversTypes['BookingRequest']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  datetime_transaction?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  gateway_reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signature?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uf_value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type BookingOrderPaginatorResolvers<ContextType = any, ParentType extends ResolversParentTypes['BookingOrderPaginator'] = ResolversParentTypes['BookingOrderPaginator']> = ResolversObject<{
  current_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['BookingOrder']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  has_more_pages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BookingRequestResolvers<ContextType = any, ParentType extends ResolversParentTypes['BookingRequest'] = ResolversParentTypes['BookingRequest']> = ResolversObject<{
  audits?: Resolver<Array<ResolversTypes['Audit']>, ParentType, ContextType>;
  bookingorder?: Resolver<Maybe<ResolversTypes['BookingOrder']>, ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['BookingContact']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expires_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['Project']>, ParentType, ContextType>;
  property?: Resolver<Maybe<ResolversTypes['Property']>, ParentType, ContextType>;
  quotation?: Resolver<Maybe<ResolversTypes['Quotation']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BookingRequestPaginatorResolvers<ContextType = any, ParentType extends ResolversParentTypes['BookingRequestPaginator'] = ResolversParentTypes['BookingRequestPaginator']> = ResolversObject<{
  current_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['BookingRequest']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  has_more_pages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CoDebtorResolvers<ContextType = any, ParentType extends ResolversParentTypes['CoDebtor'] = ResolversParentTypes['CoDebtor']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  monthly_rent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  relation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rut?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rut_dv?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CommentResolvers<ContextType = any, ParentType extends ResolversParentTypes['Comment'] = ResolversParentTypes['Comment']> = ResolversObject<{
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  media?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['Project']>, ParentType, ContextType>;
}>;

export type CommentPaginatorResolvers<ContextType = any, ParentType extends ResolversParentTypes['CommentPaginator'] = ResolversParentTypes['CommentPaginator']> = ResolversObject<{
  current_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['Comment']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  has_more_pages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CommuneResolvers<ContextType = any, ParentType extends ResolversParentTypes['Commune'] = ResolversParentTypes['Commune']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['Province']>, ParentType, ContextType>;
  province_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ConsolidityRowResolvers<ContextType = any, ParentType extends ResolversParentTypes['ConsolidityRow'] = ResolversParentTypes['ConsolidityRow']> = ResolversObject<{
  contacts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quotations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ContactEnterpriseResolvers<ContextType = any, ParentType extends ResolversParentTypes['ContactEnterprise'] = ResolversParentTypes['ContactEnterprise']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enterprise?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ContactEnterprisePaginatorResolvers<ContextType = any, ParentType extends ResolversParentTypes['ContactEnterprisePaginator'] = ResolversParentTypes['ContactEnterprisePaginator']> = ResolversObject<{
  current_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['ContactEnterprise']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  has_more_pages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ContactFormResolvers<ContextType = any, ParentType extends ResolversParentTypes['ContactForm'] = ResolversParentTypes['ContactForm']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['Project']>, ParentType, ContextType>;
  query?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rut?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ContactFormHomeSectionResolvers<ContextType = any, ParentType extends ResolversParentTypes['ContactFormHomeSection'] = ResolversParentTypes['ContactFormHomeSection']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method_contact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['Region']>, ParentType, ContextType>;
  rut?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ContactFormHomeSectionPaginatorResolvers<ContextType = any, ParentType extends ResolversParentTypes['ContactFormHomeSectionPaginator'] = ResolversParentTypes['ContactFormHomeSectionPaginator']> = ResolversObject<{
  current_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['ContactFormHomeSection']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  has_more_pages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ContactFormPaginatorResolvers<ContextType = any, ParentType extends ResolversParentTypes['ContactFormPaginator'] = ResolversParentTypes['ContactFormPaginator']> = ResolversObject<{
  current_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['ContactForm']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  has_more_pages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ContactFormSectionResolvers<ContextType = any, ParentType extends ResolversParentTypes['ContactFormSection'] = ResolversParentTypes['ContactFormSection']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ContactFormSectionPaginatorResolvers<ContextType = any, ParentType extends ResolversParentTypes['ContactFormSectionPaginator'] = ResolversParentTypes['ContactFormSectionPaginator']> = ResolversObject<{
  current_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['ContactFormSection']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  has_more_pages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ContactNewsletterResolvers<ContextType = any, ParentType extends ResolversParentTypes['ContactNewsletter'] = ResolversParentTypes['ContactNewsletter']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ContactNewsletterPaginatorResolvers<ContextType = any, ParentType extends ResolversParentTypes['ContactNewsletterPaginator'] = ResolversParentTypes['ContactNewsletterPaginator']> = ResolversObject<{
  current_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['ContactNewsletter']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  has_more_pages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CustomerResolvers<ContextType = any, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = ResolversObject<{
  civil_status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  codebtor?: Resolver<Maybe<ResolversTypes['CoDebtor']>, ParentType, ContextType>;
  codeudor_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  commune?: Resolver<Maybe<ResolversTypes['Commune']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  labor_old?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  last_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  monthly_rent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nationality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rukaneado?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rut?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rut_dv?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subsidio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  worker_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type ExcelResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['ExcelResult'] = ResolversParentTypes['ExcelResult']> = ResolversObject<{
  data?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  errors_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  import_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  info?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  validation_errors?: Resolver<Array<ResolversTypes['ExcelValidationError']>, ParentType, ContextType>;
}>;

export type ExcelUpdateResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['ExcelUpdateResult'] = ResolversParentTypes['ExcelUpdateResult']> = ResolversObject<{
  data?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  errors_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  info?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parkinglots?: Resolver<Array<ResolversTypes['ParkingLot']>, ParentType, ContextType>;
  properties?: Resolver<Array<ResolversTypes['Property']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  validation_errors?: Resolver<Array<ResolversTypes['ExcelValidationError']>, ParentType, ContextType>;
  warehouses?: Resolver<Array<ResolversTypes['Warehouse']>, ParentType, ContextType>;
}>;

export type ExcelValidationErrorResolvers<ContextType = any, ParentType extends ResolversParentTypes['ExcelValidationError'] = ResolversParentTypes['ExcelValidationError']> = ResolversObject<{
  column?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ExportJobResolvers<ContextType = any, ParentType extends ResolversParentTypes['ExportJob'] = ResolversParentTypes['ExportJob']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  download_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  file_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type FinancingResolvers<ContextType = any, ParentType extends ResolversParentTypes['Financing'] = ResolversParentTypes['Financing']> = ResolversObject<{
  assumptions?: Resolver<Array<ResolversTypes['FinancingAssumption']>, ParentType, ContextType>;
  programmes?: Resolver<Array<ResolversTypes['FinancingProgramme']>, ParentType, ContextType>;
  uf?: Resolver<Maybe<ResolversTypes['UfOfDay']>, ParentType, ContextType>;
  uf_text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FinancingAssumptionResolvers<ContextType = any, ParentType extends ResolversParentTypes['FinancingAssumption'] = ResolversParentTypes['FinancingAssumption']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supuesto?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type FinancingIncomeResolvers<ContextType = any, ParentType extends ResolversParentTypes['FinancingIncome'] = ResolversParentTypes['FinancingIncome']> = ResolversObject<{
  credit_at_maximum_uf?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  credit_at_minimum_uf?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  dividend_pesos?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  dividend_uf?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  income_needed?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  maximum_rent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  minimum_rent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  share_of_maximum?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  share_of_minimum?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FinancingLineResolvers<ContextType = any, ParentType extends ResolversParentTypes['FinancingLine'] = ResolversParentTypes['FinancingLine']> = ResolversObject<{
  concept?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pesos?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  uf?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type FinancingProgrammeResolvers<ContextType = any, ParentType extends ResolversParentTypes['FinancingProgramme'] = ResolversParentTypes['FinancingProgramme']> = ResolversObject<{
  credit_uf?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  income?: Resolver<Maybe<ResolversTypes['FinancingIncome']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['FinancingLine']>, ParentType, ContextType>;
  missing?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FlowCredentialsCheckResolvers<ContextType = any, ParentType extends ResolversParentTypes['FlowCredentialsCheck'] = ResolversParentTypes['FlowCredentialsCheck']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type FlowVerificationResolvers<ContextType = any, ParentType extends ResolversParentTypes['FlowVerification'] = ResolversParentTypes['FlowVerification']> = ResolversObject<{
  changes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  gateway_status?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['Payment']>, ParentType, ContextType>;
}>;

export type GridHomeResolvers<ContextType = any, ParentType extends ResolversParentTypes['GridHome'] = ResolversParentTypes['GridHome']> = ResolversObject<{
  bookeable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  complements?: Resolver<Array<ResolversTypes['UnitComplement']>, ParentType, ContextType>;
  floor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  promisable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['GridUnitState'], ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type GroupedUnitsResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['GroupedUnitsResult'] = ResolversParentTypes['GroupedUnitsResult']> = ResolversObject<{
  ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  propertie_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type MediaResolvers<ContextType = any, ParentType extends ResolversParentTypes['Media'] = ResolversParentTypes['Media']> = ResolversObject<{
  extension?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  file_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  full_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mediatype?: Resolver<Maybe<ResolversTypes['MediaType']>, ParentType, ContextType>;
  mime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MediaTypeResolvers<ContextType = any, ParentType extends ResolversParentTypes['MediaType'] = ResolversParentTypes['MediaType']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ModelsAndTowersResolvers<ContextType = any, ParentType extends ResolversParentTypes['ModelsAndTowers'] = ResolversParentTypes['ModelsAndTowers']> = ResolversObject<{
  models?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  towers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = any, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addProjectImage?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType, RequireFields<MutationAddProjectImageArgs, 'files' | 'project_id' | 'type'>>;
  changeUserStatus?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationChangeUserStatusArgs, 'status' | 'userid'>>;
  checkPropertiesExcel?: Resolver<ResolversTypes['ExcelResult'], ParentType, ContextType, RequireFields<MutationCheckPropertiesExcelArgs, 'excel'>>;
  contractPlan?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType, RequireFields<MutationContractPlanArgs, 'plan' | 'project_ids'>>;
  createComment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType, RequireFields<MutationCreateCommentArgs, 'comment' | 'name' | 'project_id'>>;
  createNews?: Resolver<ResolversTypes['News'], ParentType, ContextType, RequireFields<MutationCreateNewsArgs, 'body' | 'date' | 'title'>>;
  createPermission?: Resolver<ResolversTypes['Permission'], ParentType, ContextType, RequireFields<MutationCreatePermissionArgs, 'name'>>;
  createProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationCreateProjectArgs, 'area_from' | 'bedrooms_from' | 'name' | 'price_from' | 'type'>>;
  createProperty?: Resolver<ResolversTypes['Property'], ParentType, ContextType, RequireFields<MutationCreatePropertyArgs, 'identifier' | 'price' | 'project_id'>>;
  createRealStateAgency?: Resolver<ResolversTypes['RealStateAgency'], ParentType, ContextType, RequireFields<MutationCreateRealStateAgencyArgs, 'name'>>;
  createRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationCreateRoleArgs, 'name'>>;
  createSavedView?: Resolver<ResolversTypes['SavedView'], ParentType, ContextType, RequireFields<MutationCreateSavedViewArgs, 'list' | 'name' | 'state'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'email' | 'last_name' | 'name' | 'password' | 'role'>>;
  createWebhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<MutationCreateWebhookArgs, 'description' | 'event_type' | 'name' | 'project_id' | 'url'>>;
  deleteAgency?: Resolver<ResolversTypes['RealStateAgency'], ParentType, ContextType, RequireFields<MutationDeleteAgencyArgs, 'id' | 'visibility'>>;
  deleteMediaProject?: Resolver<ResolversTypes['Media'], ParentType, ContextType, RequireFields<MutationDeleteMediaProjectArgs, 'media_id' | 'project_id'>>;
  deletePermission?: Resolver<ResolversTypes['Permission'], ParentType, ContextType, RequireFields<MutationDeletePermissionArgs, 'id'>>;
  deleteRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationDeleteRoleArgs, 'name'>>;
  deleteSavedView?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteSavedViewArgs, 'id'>>;
  deleteUfValue?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationDeleteUfValueArgs, 'date'>>;
  deleteUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  deleteWebhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<MutationDeleteWebhookArgs, 'id'>>;
  editBookeableGroupedProperty?: Resolver<ResolversTypes['GroupedUnitsResult'], ParentType, ContextType, RequireFields<MutationEditBookeableGroupedPropertyArgs, 'flag' | 'propertie_type' | 'properties'>>;
  editBookingOrder?: Resolver<ResolversTypes['BookingOrder'], ParentType, ContextType, RequireFields<MutationEditBookingOrderArgs, 'bookingorder_id' | 'status'>>;
  editBookingRequest?: Resolver<ResolversTypes['BookingRequest'], ParentType, ContextType, RequireFields<MutationEditBookingRequestArgs, 'bookingrequest_id' | 'status'>>;
  editComment?: Resolver<ResolversTypes['Comment'], ParentType, ContextType, RequireFields<MutationEditCommentArgs, 'comment' | 'comment_id' | 'name' | 'project_id'>>;
  editMediaPropertyByModel?: Resolver<Array<ResolversTypes['ProjectModel']>, ParentType, ContextType, RequireFields<MutationEditMediaPropertyByModelArgs, 'file' | 'models' | 'project_id'>>;
  editNews?: Resolver<ResolversTypes['News'], ParentType, ContextType, RequireFields<MutationEditNewsArgs, 'body' | 'date' | 'news_id' | 'title'>>;
  editOrderProjectImages?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType, RequireFields<MutationEditOrderProjectImagesArgs, 'images'>>;
  editParkinglot?: Resolver<ResolversTypes['ParkingLot'], ParentType, ContextType, RequireFields<MutationEditParkinglotArgs, 'id'>>;
  editPermission?: Resolver<ResolversTypes['Permission'], ParentType, ContextType, RequireFields<MutationEditPermissionArgs, 'id' | 'name'>>;
  editPlanProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationEditPlanProjectArgs, 'plan' | 'project_id'>>;
  editPreapproval?: Resolver<ResolversTypes['Preapproval'], ParentType, ContextType, RequireFields<MutationEditPreapprovalArgs, 'description' | 'preapproval_id' | 'status'>>;
  editProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationEditProjectArgs, 'area_from' | 'bedrooms_from' | 'id' | 'price_from'>>;
  editProjectImportant?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationEditProjectImportantArgs, 'important' | 'project_id'>>;
  editPromisableGroupedProperty?: Resolver<ResolversTypes['GroupedUnitsResult'], ParentType, ContextType, RequireFields<MutationEditPromisableGroupedPropertyArgs, 'flag' | 'propertie_type' | 'properties'>>;
  editPromiseOrder?: Resolver<ResolversTypes['PromiseOrder'], ParentType, ContextType, RequireFields<MutationEditPromiseOrderArgs, 'id' | 'status'>>;
  editPromiseRequest?: Resolver<ResolversTypes['PromiseRequest'], ParentType, ContextType, RequireFields<MutationEditPromiseRequestArgs, 'id' | 'status'>>;
  editProperty?: Resolver<ResolversTypes['Property'], ParentType, ContextType, RequireFields<MutationEditPropertyArgs, 'id'>>;
  editProspect?: Resolver<ResolversTypes['Prospect'], ParentType, ContextType, RequireFields<MutationEditProspectArgs, 'description' | 'pipeline_stage_id' | 'prospect_id'>>;
  editQuotation?: Resolver<ResolversTypes['Quotation'], ParentType, ContextType, RequireFields<MutationEditQuotationArgs, 'quotation_id' | 'status'>>;
  editRealStateAgency?: Resolver<ResolversTypes['RealStateAgency'], ParentType, ContextType, RequireFields<MutationEditRealStateAgencyArgs, 'agency_id' | 'name' | 'official_name'>>;
  editRealstateAgencyImportant?: Resolver<ResolversTypes['RealStateAgency'], ParentType, ContextType, RequireFields<MutationEditRealstateAgencyImportantArgs, 'agency_id' | 'important'>>;
  editRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationEditRoleArgs, 'id' | 'name'>>;
  editSectorMedioGroupedProperty?: Resolver<ResolversTypes['GroupedUnitsResult'], ParentType, ContextType, RequireFields<MutationEditSectorMedioGroupedPropertyArgs, 'flag' | 'propertie_type' | 'properties'>>;
  editStatusNews?: Resolver<ResolversTypes['News'], ParentType, ContextType, RequireFields<MutationEditStatusNewsArgs, 'new_id' | 'status'>>;
  editUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationEditUserArgs, 'email' | 'id' | 'last_name' | 'name' | 'permissions' | 'role' | 'status'>>;
  editUserProfile?: Resolver<ResolversTypes['Profile'], ParentType, ContextType, RequireFields<MutationEditUserProfileArgs, 'last_name' | 'name'>>;
  editVisibleGroupedProperty?: Resolver<ResolversTypes['GroupedUnitsResult'], ParentType, ContextType, RequireFields<MutationEditVisibleGroupedPropertyArgs, 'flag' | 'propertie_type' | 'properties'>>;
  editVisibleParkingLot?: Resolver<ResolversTypes['ParkingLot'], ParentType, ContextType, RequireFields<MutationEditVisibleParkingLotArgs, 'id' | 'visible'>>;
  editVisibleProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationEditVisibleProjectArgs, 'project_id' | 'visible'>>;
  editVisibleProperty?: Resolver<ResolversTypes['Property'], ParentType, ContextType, RequireFields<MutationEditVisiblePropertyArgs, 'id' | 'visible'>>;
  editVisibleWarehouse?: Resolver<ResolversTypes['Warehouse'], ParentType, ContextType, RequireFields<MutationEditVisibleWarehouseArgs, 'id' | 'visible'>>;
  editVulnerableGroupedProperty?: Resolver<ResolversTypes['GroupedUnitsResult'], ParentType, ContextType, RequireFields<MutationEditVulnerableGroupedPropertyArgs, 'flag' | 'propertie_type' | 'properties'>>;
  editWarehouse?: Resolver<ResolversTypes['Warehouse'], ParentType, ContextType, RequireFields<MutationEditWarehouseArgs, 'id'>>;
  editWebhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<MutationEditWebhookArgs, 'description' | 'event_type' | 'name' | 'url' | 'webhook_id'>>;
  enableWebhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<MutationEnableWebhookArgs, 'webhook_id'>>;
  importUfValues?: Resolver<ResolversTypes['UfImportResult'], ParentType, ContextType, RequireFields<MutationImportUfValuesArgs, 'file'>>;
  markAllNotificationsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  markNotificationsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationMarkNotificationsReadArgs, 'ids'>>;
  mergeProspects?: Resolver<ResolversTypes['ProspectMerge'], ParentType, ContextType, RequireFields<MutationMergeProspectsArgs, 'kept_id' | 'merged_id'>>;
  redeliverWebhookRecord?: Resolver<ResolversTypes['WebhookRecord'], ParentType, ContextType, RequireFields<MutationRedeliverWebhookRecordArgs, 'id'>>;
  registerPropertiesSave?: Resolver<ResolversTypes['ExcelResult'], ParentType, ContextType, RequireFields<MutationRegisterPropertiesSaveArgs, 'jsonExcel' | 'project_id'>>;
  removeProject?: Resolver<ResolversTypes['Project'], ParentType, ContextType, RequireFields<MutationRemoveProjectArgs, 'project_id'>>;
  removeProjectImage?: Resolver<ResolversTypes['Media'], ParentType, ContextType, RequireFields<MutationRemoveProjectImageArgs, 'media_id' | 'project_id'>>;
  removeProperty?: Resolver<ResolversTypes['Property'], ParentType, ContextType, RequireFields<MutationRemovePropertyArgs, 'property_id'>>;
  requestApprovalFile?: Resolver<ResolversTypes['ExportJob'], ParentType, ContextType, Partial<MutationRequestApprovalFileArgs>>;
  requestBookingOrderFile?: Resolver<ResolversTypes['ExportJob'], ParentType, ContextType, Partial<MutationRequestBookingOrderFileArgs>>;
  requestBookingRequestFile?: Resolver<ResolversTypes['ExportJob'], ParentType, ContextType, Partial<MutationRequestBookingRequestFileArgs>>;
  requestContactsEnterpriseMutation?: Resolver<ResolversTypes['ExportJob'], ParentType, ContextType, Partial<MutationRequestContactsEnterpriseMutationArgs>>;
  requestContactsFormHomeMutation?: Resolver<ResolversTypes['ExportJob'], ParentType, ContextType, Partial<MutationRequestContactsFormHomeMutationArgs>>;
  requestContactsFormMutation?: Resolver<ResolversTypes['ExportJob'], ParentType, ContextType, Partial<MutationRequestContactsFormMutationArgs>>;
  requestContactsMutation?: Resolver<ResolversTypes['ExportJob'], ParentType, ContextType, Partial<MutationRequestContactsMutationArgs>>;
  requestContactsNewsletterMutation?: Resolver<ResolversTypes['ExportJob'], ParentType, ContextType, Partial<MutationRequestContactsNewsletterMutationArgs>>;
  requestPromiseOrderFile?: Resolver<ResolversTypes['ExportJob'], ParentType, ContextType, Partial<MutationRequestPromiseOrderFileArgs>>;
  requestPromiseRequestFile?: Resolver<ResolversTypes['ExportJob'], ParentType, ContextType, Partial<MutationRequestPromiseRequestFileArgs>>;
  requestProspectFile?: Resolver<ResolversTypes['ExportJob'], ParentType, ContextType, Partial<MutationRequestProspectFileArgs>>;
  requestQuotationsFile?: Resolver<ResolversTypes['ExportJob'], ParentType, ContextType, Partial<MutationRequestQuotationsFileArgs>>;
  rotateWebhookSecret?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<MutationRotateWebhookSecretArgs, 'webhook_id'>>;
  savePropertiesImport?: Resolver<ResolversTypes['ExcelResult'], ParentType, ContextType, RequireFields<MutationSavePropertiesImportArgs, 'import_id' | 'project_id'>>;
  sendWebhookPing?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<MutationSendWebhookPingArgs, 'webhook_id'>>;
  setDefaultSavedView?: Resolver<Array<ResolversTypes['SavedView']>, ParentType, ContextType, RequireFields<MutationSetDefaultSavedViewArgs, 'id' | 'is_default'>>;
  setUfValue?: Resolver<ResolversTypes['UfValue'], ParentType, ContextType, RequireFields<MutationSetUfValueArgs, 'date' | 'value'>>;
  testProjectPaymentKeys?: Resolver<ResolversTypes['FlowCredentialsCheck'], ParentType, ContextType, RequireFields<MutationTestProjectPaymentKeysArgs, 'project_id'>>;
  unmergeProspects?: Resolver<Array<ResolversTypes['Prospect']>, ParentType, ContextType, RequireFields<MutationUnmergeProspectsArgs, 'merge_id'>>;
  updatePropertiesByExcel?: Resolver<ResolversTypes['ExcelUpdateResult'], ParentType, ContextType, RequireFields<MutationUpdatePropertiesByExcelArgs, 'excel' | 'project_id'>>;
  updateSavedView?: Resolver<ResolversTypes['SavedView'], ParentType, ContextType, RequireFields<MutationUpdateSavedViewArgs, 'id'>>;
  verifyBookingOrderPayment?: Resolver<ResolversTypes['FlowVerification'], ParentType, ContextType, RequireFields<MutationVerifyBookingOrderPaymentArgs, 'id'>>;
  verifyPromiseOrderPayment?: Resolver<ResolversTypes['FlowVerification'], ParentType, ContextType, RequireFields<MutationVerifyPromiseOrderPaymentArgs, 'id'>>;
}>;

export type NewsResolvers<ContextType = any, ParentType extends ResolversParentTypes['News'] = ResolversParentTypes['News']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body_footer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  medias?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType>;
  projects?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tagsNews?: Resolver<Array<ResolversTypes['TagNews']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  video_youtube_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type NewsPaginatorResolvers<ContextType = any, ParentType extends ResolversParentTypes['NewsPaginator'] = ResolversParentTypes['NewsPaginator']> = ResolversObject<{
  current_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['News']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  has_more_pages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type NotificationResolvers<ContextType = any, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type NotificationUserResolvers<ContextType = any, ParentType extends ResolversParentTypes['NotificationUser'] = ResolversParentTypes['NotificationUser']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType>;
  read_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type NotificationUserPaginatorResolvers<ContextType = any, ParentType extends ResolversParentTypes['NotificationUserPaginator'] = ResolversParentTypes['NotificationUserPaginator']> = ResolversObject<{
  current_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['NotificationUser']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  has_more_pages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PaginatorResolvers<ContextType = any, ParentType extends ResolversParentTypes['Paginator'] = ResolversParentTypes['Paginator']> = ResolversObject<{
  __resolveType: TypeResolveFn<'BookingOrderPaginator' | 'BookingRequestPaginator' | 'CommentPaginator' | 'ContactEnterprisePaginator' | 'ContactFormHomeSectionPaginator' | 'ContactFormPaginator' | 'ContactFormSectionPaginator' | 'ContactNewsletterPaginator' | 'NewsPaginator' | 'NotificationUserPaginator' | 'PaginatorInfo' | 'ParkingLotPaginator' | 'PreapprovalPaginator' | 'ProjectPaginator' | 'PromiseOrderPaginator' | 'PromiseRequestPaginator' | 'PropertyPaginator' | 'ProspectDuplicateGroupPaginator' | 'ProspectPaginator' | 'QuotationPaginator' | 'RealStateAgencyPaginator' | 'TablePropertiePaginator' | 'UfValuePaginator' | 'UserPaginator' | 'WarehousePaginator', ParentType, ContextType>;
}>;

export type PaginatorInfoResolvers<ContextType = any, ParentType extends ResolversParentTypes['PaginatorInfo'] = ResolversParentTypes['PaginatorInfo']> = ResolversObject<{
  current_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  has_more_pages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ParkingLotResolvers<ContextType = any, ParentType extends ResolversParentTypes['ParkingLot'] = ResolversParentTypes['ParkingLot']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bookeable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  built_area?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  complements?: Resolver<Array<ResolversTypes['UnitComplement']>, ParentType, ContextType>;
  floor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lots?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  municipal_area?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['Project']>, ParentType, ContextType>;
  project_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  promisable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  total_area?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  tower?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ParkingLotPaginatorResolvers<ContextType = any, ParentType extends ResolversParentTypes['ParkingLotPaginator'] = ResolversParentTypes['ParkingLotPaginator']> = ResolversObject<{
  current_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['ParkingLot']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  has_more_pages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PaymentResolvers<ContextType = any, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = ResolversObject<{
  amount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  balance?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  booking_request_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  commerce_order?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  conversion_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  conversion_rate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fee?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  gateway_status?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  media?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promise_request_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  review_reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transaction_amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  transfer_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PermissionResolvers<ContextType = any, ParentType extends ResolversParentTypes['Permission'] = ResolversParentTypes['Permission']> = ResolversObject<{
  audits?: Resolver<Array<ResolversTypes['Audit']>, ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PipelineResolvers<ContextType = any, ParentType extends ResolversParentTypes['Pipeline'] = ResolversParentTypes['Pipeline']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stages?: Resolver<Array<ResolversTypes['PipelineStage']>, ParentType, ContextType>;
}>;

export type PipelineStageResolvers<ContextType = any, ParentType extends ResolversParentTypes['PipelineStage'] = ResolversParentTypes['PipelineStage']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  permanent_stage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pipeline?: Resolver<Maybe<ResolversTypes['Pipeline']>, ParentType, ContextType>;
  pipeline_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type PlanAdditionalResolvers<ContextType = any, ParentType extends ResolversParentTypes['PlanAdditional'] = ResolversParentTypes['PlanAdditional']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PlanPaymentResolvers<ContextType = any, ParentType extends ResolversParentTypes['PlanPayment'] = ResolversParentTypes['PlanPayment']> = ResolversObject<{
  amount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paid_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  project_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uf_value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type PlansRestrictionResolvers<ContextType = any, ParentType extends ResolversParentTypes['PlansRestriction'] = ResolversParentTypes['PlansRestriction']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PreapprovalResolvers<ContextType = any, ParentType extends ResolversParentTypes['Preapproval'] = ResolversParentTypes['Preapproval']> = ResolversObject<{
  amount_foot?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  amount_property?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  audits?: Resolver<Array<ResolversTypes['Audit']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  credit_term?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  document_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['Project']>, ParentType, ContextType>;
  property_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subsidy_type_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  subsidytype?: Resolver<Maybe<ResolversTypes['SubsidyType']>, ParentType, ContextType>;
}>;

export type PreapprovalPaginatorResolvers<ContextType = any, ParentType extends ResolversParentTypes['PreapprovalPaginator'] = ResolversParentTypes['PreapprovalPaginator']> = ResolversObject<{
  current_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['Preapproval']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  has_more_pages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProfileResolvers<ContextType = any, ParentType extends ResolversParentTypes['Profile'] = ResolversParentTypes['Profile']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  projectuser?: Resolver<Array<ResolversTypes['ProjectUser']>, ParentType, ContextType>;
  realstateagencyuser?: Resolver<Array<ResolversTypes['RealStateAgencyUser']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ProjectResolvers<ContextType = any, ParentType extends ResolversParentTypes['Project'] = ResolversParentTypes['Project']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  area_from?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  audits?: Resolver<Array<ResolversTypes['Audit']>, ParentType, ContextType>;
  bathrooms_from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  bedrooms_from?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bikers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  brochure?: Resolver<Maybe<ResolversTypes['ProjectFile']>, ParentType, ContextType>;
  calisthenics_area?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  chatbot_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clean_points?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  commune?: Resolver<Maybe<ResolversTypes['Commune']>, ParentType, ContextType>;
  commune_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  contact_emails?: Resolver<Array<ResolversTypes['ProjectContactEmail']>, ParentType, ContextType>;
  controlled_access?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  crm_email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  crm_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  crm_zp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliver_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  elevators?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  events_room?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  executiveemail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  executivename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  executivephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  executives?: Resolver<Array<ResolversTypes['ProjectExecutive']>, ParentType, ContextType>;
  exercise_area?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  games_accessibility?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  google_sheet_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  google_sheet_payment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  green_area?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hospital?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  important?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  integration_crm?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  legal_quote_text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  medias?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nube360?: Resolver<Maybe<ResolversTypes['ProjectFile']>, ParentType, ContextType>;
  orden?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentkeys?: Resolver<Maybe<ResolversTypes['ProjectPaymentKeys']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  planspayment?: Resolver<Array<ResolversTypes['PlanPayment']>, ParentType, ContextType>;
  price_from?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  project_stage_type_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  project_status_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  projectadditional?: Resolver<Array<ResolversTypes['ProjectAdditional']>, ParentType, ContextType>;
  promises_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promotions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quincho?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  quotation_validity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  real_state_agency_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  realstateagency?: Resolver<Maybe<ResolversTypes['RealStateAgency']>, ParentType, ContextType>;
  relatedprojects?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType>;
  renta_minima?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reserve_amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reserve_crm?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reserve_crm_zp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reserve_currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reserve_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reserve_validity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  restriction?: Resolver<Maybe<ResolversTypes['ProjectRestriction']>, ParentType, ContextType>;
  sales_room?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  show_logo_realstate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  show_section_news?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stage?: Resolver<Maybe<ResolversTypes['ProjectStage']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['ProjectStatus']>, ParentType, ContextType>;
  stores?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subsidies?: Resolver<Array<ResolversTypes['SubsidyType']>, ParentType, ContextType>;
  subway_station?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  swimming_pool?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tour360?: Resolver<Maybe<ResolversTypes['ProjectFile']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type_property?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  video_youtube_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ProjectAdditionalResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProjectAdditional'] = ResolversParentTypes['ProjectAdditional']> = ResolversObject<{
  additional_plan_type_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  plansadditional?: Resolver<Maybe<ResolversTypes['PlanAdditional']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProjectContactEmailResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProjectContactEmail'] = ResolversParentTypes['ProjectContactEmail']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['Media']>, ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProjectExecutiveResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProjectExecutive'] = ResolversParentTypes['ProjectExecutive']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProjectFileResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProjectFile'] = ResolversParentTypes['ProjectFile']> = ResolversObject<{
  extension?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  file_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProjectModelResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProjectModel'] = ResolversParentTypes['ProjectModel']> = ResolversObject<{
  medias?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProjectPaginatorResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProjectPaginator'] = ResolversParentTypes['ProjectPaginator']> = ResolversObject<{
  current_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  has_more_pages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProjectPaymentKeysResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProjectPaymentKeys'] = ResolversParentTypes['ProjectPaymentKeys']> = ResolversObject<{
  api_key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret_key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProjectRestrictionResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProjectRestriction'] = ResolversParentTypes['ProjectRestriction']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sell_subsidies?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ProjectStageResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProjectStage'] = ResolversParentTypes['ProjectStage']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProjectStatusResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProjectStatus'] = ResolversParentTypes['ProjectStatus']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProjectUserResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProjectUser'] = ResolversParentTypes['ProjectUser']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['Project']>, ParentType, ContextType>;
  project_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type PromiseOrderResolvers<ContextType = any, ParentType extends ResolversParentTypes['PromiseOrder'] = ResolversParentTypes['PromiseOrder']> = ResolversObject<{
  audits?: Resolver<Array<ResolversTypes['Audit']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  promiserequest?: Resolver<Maybe<ResolversTypes['PromiseRequest']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PromiseOrderPaginatorResolvers<ContextType = any, ParentType extends ResolversParentTypes['PromiseOrderPaginator'] = ResolversParentTypes['PromiseOrderPaginator']> = ResolversObject<{
  current_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['PromiseOrder']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  has_more_pages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PromiseRequestResolvers<ContextType = any, ParentType extends ResolversParentTypes['PromiseRequest'] = ResolversParentTypes['PromiseRequest']> = ResolversObject<{
  amount_paid?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  audits?: Resolver<Array<ResolversTypes['Audit']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  datetime_transaction?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  gateway_reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payments?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
  promiseorder?: Resolver<Maybe<ResolversTypes['PromiseOrder']>, ParentType, ContextType>;
  quotation?: Resolver<Maybe<ResolversTypes['Quotation']>, ParentType, ContextType>;
  signature?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uf_value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type PromiseRequestPaginatorResolvers<ContextType = any, ParentType extends ResolversParentTypes['PromiseRequestPaginator'] = ResolversParentTypes['PromiseRequestPaginator']> = ResolversObject<{
  current_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['PromiseRequest']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  has_more_pages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PropertyResolvers<ContextType = any, ParentType extends ResolversParentTypes['Property'] = ResolversParentTypes['Property']> = ResolversObject<{
  audits?: Resolver<Array<ResolversTypes['Audit']>, ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  base_subsidie_ds15?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  base_subsidies?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  bathrooms?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bedrooms?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  bonus_integration?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  bonus_recruitment?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  bookeable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  built_area?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  complements?: Resolver<Array<ResolversTypes['UnitComplement']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  crm_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  financing?: Resolver<Maybe<ResolversTypes['Financing']>, ParentType, ContextType, Partial<PropertyFinancingArgs>>;
  floor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id_crm_movendo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lots?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  medias?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  municipal_area?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  orientation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['Project']>, ParentType, ContextType>;
  project_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  promisable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  saving_ds15?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  savings?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sectores_medios?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  show_price_from?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  terrace_area?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  total_area?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  tower?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  vulnerable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PropertyPaginatorResolvers<ContextType = any, ParentType extends ResolversParentTypes['PropertyPaginator'] = ResolversParentTypes['PropertyPaginator']> = ResolversObject<{
  current_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['Property']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  has_more_pages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PropertyQuotationResolvers<ContextType = any, ParentType extends ResolversParentTypes['PropertyQuotation'] = ResolversParentTypes['PropertyQuotation']> = ResolversObject<{
  financing?: Resolver<Maybe<ResolversTypes['Financing']>, ParentType, ContextType, Partial<PropertyQuotationFinancingArgs>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parkinglot?: Resolver<Maybe<ResolversTypes['ParkingLot']>, ParentType, ContextType>;
  parkinglot_price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  property?: Resolver<Maybe<ResolversTypes['Property']>, ParentType, ContextType>;
  property_price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  warehouse?: Resolver<Maybe<ResolversTypes['Warehouse']>, ParentType, ContextType>;
  warehouse_price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type ProspectResolvers<ContextType = any, ParentType extends ResolversParentTypes['Prospect'] = ResolversParentTypes['Prospect']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  criticality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duplicate_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  duplicates?: Resolver<Array<ResolversTypes['Prospect']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['ProspectStageMove']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pipelinestage?: Resolver<Maybe<ResolversTypes['PipelineStage']>, ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['Project']>, ParentType, ContextType>;
  prospectapproval?: Resolver<Maybe<ResolversTypes['ProspectApproval']>, ParentType, ContextType>;
  prospectquotation?: Resolver<Array<ResolversTypes['ProspectQuotation']>, ParentType, ContextType>;
  rukan?: Resolver<Maybe<ResolversTypes['Rukan']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProspectApprovalResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProspectApproval'] = ResolversParentTypes['ProspectApproval']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  preapproval?: Resolver<Maybe<ResolversTypes['Preapproval']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProspectDuplicateAgencyResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProspectDuplicateAgency'] = ResolversParentTypes['ProspectDuplicateAgency']> = ResolversObject<{
  agency_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  agency_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prospects?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProspectDuplicateGroupResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProspectDuplicateGroup'] = ResolversParentTypes['ProspectDuplicateGroup']> = ResolversObject<{
  agencies?: Resolver<Array<ResolversTypes['ProspectDuplicateAgency']>, ParentType, ContextType>;
  customer_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prospects?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rut?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProspectDuplicateGroupPaginatorResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProspectDuplicateGroupPaginator'] = ResolversParentTypes['ProspectDuplicateGroupPaginator']> = ResolversObject<{
  current_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['ProspectDuplicateGroup']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  has_more_pages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProspectMergeResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProspectMerge'] = ResolversParentTypes['ProspectMerge']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kept?: Resolver<ResolversTypes['Prospect'], ParentType, ContextType>;
  merged_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  undo_until?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ProspectPaginatorResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProspectPaginator'] = ResolversParentTypes['ProspectPaginator']> = ResolversObject<{
  current_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['Prospect']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  has_more_pages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ProspectQuotationResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProspectQuotation'] = ResolversParentTypes['ProspectQuotation']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quotation?: Resolver<Maybe<ResolversTypes['Quotation']>, ParentType, ContextType>;
}>;

export type ProspectStageMoveResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProspectStageMove'] = ResolversParentTypes['ProspectStageMove']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  from_stage?: Resolver<Maybe<ResolversTypes['PipelineStage']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  to_stage?: Resolver<ResolversTypes['PipelineStage'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type ProspectStagePageResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProspectStagePage'] = ResolversParentTypes['ProspectStagePage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Prospect']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  info?: Resolver<ResolversTypes['PaginatorInfo'], ParentType, ContextType>;
}>;

export type ProspectsPerTypeResolvers<ContextType = any, ParentType extends ResolversParentTypes['ProspectsPerType'] = ResolversParentTypes['ProspectsPerType']> = ResolversObject<{
  paginate_totals?: Resolver<Array<ResolversTypes['ProspectStagePage']>, ParentType, ContextType>;
}>;

export type ProvinceResolvers<ContextType = any, ParentType extends ResolversParentTypes['Province'] = ResolversParentTypes['Province']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  communes?: Resolver<Array<ResolversTypes['Commune']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  region_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = any, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  bookingorders?: Resolver<ResolversTypes['BookingOrderPaginator'], ParentType, ContextType, Partial<QueryBookingordersArgs>>;
  bookingrequests?: Resolver<ResolversTypes['BookingRequestPaginator'], ParentType, ContextType, Partial<QueryBookingrequestsArgs>>;
  comments?: Resolver<ResolversTypes['CommentPaginator'], ParentType, ContextType, Partial<QueryCommentsArgs>>;
  consolidity?: Resolver<Array<ResolversTypes['ConsolidityRow']>, ParentType, ContextType, Partial<QueryConsolidityArgs>>;
  contactform?: Resolver<ResolversTypes['ContactFormPaginator'], ParentType, ContextType, Partial<QueryContactformArgs>>;
  contactformenterprise?: Resolver<ResolversTypes['ContactEnterprisePaginator'], ParentType, ContextType, Partial<QueryContactformenterpriseArgs>>;
  contactformhomesection?: Resolver<ResolversTypes['ContactFormHomeSectionPaginator'], ParentType, ContextType, Partial<QueryContactformhomesectionArgs>>;
  contactformnewsletter?: Resolver<ResolversTypes['ContactNewsletterPaginator'], ParentType, ContextType, Partial<QueryContactformnewsletterArgs>>;
  contactformsection?: Resolver<ResolversTypes['ContactFormSectionPaginator'], ParentType, ContextType, Partial<QueryContactformsectionArgs>>;
  exportJob?: Resolver<Maybe<ResolversTypes['ExportJob']>, ParentType, ContextType, RequireFields<QueryExportJobArgs, 'id'>>;
  exportJobs?: Resolver<Array<ResolversTypes['ExportJob']>, ParentType, ContextType, RequireFields<QueryExportJobsArgs, 'limit'>>;
  me?: Resolver<ResolversTypes['Profile'], ParentType, ContextType>;
  modelsbyproject?: Resolver<Array<ResolversTypes['ProjectModel']>, ParentType, ContextType, RequireFields<QueryModelsbyprojectArgs, 'project_id'>>;
  news?: Resolver<ResolversTypes['NewsPaginator'], ParentType, ContextType, Partial<QueryNewsArgs>>;
  notificationsusers?: Resolver<ResolversTypes['NotificationUserPaginator'], ParentType, ContextType, Partial<QueryNotificationsusersArgs>>;
  parkinglots?: Resolver<ResolversTypes['ParkingLotPaginator'], ParentType, ContextType, Partial<QueryParkinglotsArgs>>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType, Partial<QueryPermissionsArgs>>;
  pipelines?: Resolver<Array<ResolversTypes['Pipeline']>, ParentType, ContextType>;
  plansadditional?: Resolver<Array<ResolversTypes['PlanAdditional']>, ParentType, ContextType>;
  preapprovals?: Resolver<ResolversTypes['PreapprovalPaginator'], ParentType, ContextType, Partial<QueryPreapprovalsArgs>>;
  projects?: Resolver<ResolversTypes['ProjectPaginator'], ParentType, ContextType, Partial<QueryProjectsArgs>>;
  projectsmedia?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType, RequireFields<QueryProjectsmediaArgs, 'project_id'>>;
  projectsrelatedtome?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType>;
  projectstage?: Resolver<Array<ResolversTypes['ProjectStage']>, ParentType, ContextType>;
  projectstatus?: Resolver<Array<ResolversTypes['ProjectStatus']>, ParentType, ContextType>;
  promiseorders?: Resolver<ResolversTypes['PromiseOrderPaginator'], ParentType, ContextType, Partial<QueryPromiseordersArgs>>;
  promiserequests?: Resolver<ResolversTypes['PromiseRequestPaginator'], ParentType, ContextType, Partial<QueryPromiserequestsArgs>>;
  properties?: Resolver<ResolversTypes['PropertyPaginator'], ParentType, ContextType, Partial<QueryPropertiesArgs>>;
  propertiesandmodelsbyproject?: Resolver<ResolversTypes['ModelsAndTowers'], ParentType, ContextType, RequireFields<QueryPropertiesandmodelsbyprojectArgs, 'project_id'>>;
  prospectduplicates?: Resolver<ResolversTypes['ProspectDuplicateGroupPaginator'], ParentType, ContextType, Partial<QueryProspectduplicatesArgs>>;
  prospects?: Resolver<ResolversTypes['ProspectPaginator'], ParentType, ContextType, Partial<QueryProspectsArgs>>;
  prospectspertypequery?: Resolver<ResolversTypes['ProspectsPerType'], ParentType, ContextType, Partial<QueryProspectspertypequeryArgs>>;
  quotations?: Resolver<ResolversTypes['QuotationPaginator'], ParentType, ContextType, Partial<QueryQuotationsArgs>>;
  realstateagencies?: Resolver<ResolversTypes['RealStateAgencyPaginator'], ParentType, ContextType, Partial<QueryRealstateagenciesArgs>>;
  realstateagenciesnopagination?: Resolver<Array<ResolversTypes['RealStateAgency']>, ParentType, ContextType>;
  regions?: Resolver<Array<ResolversTypes['Region']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType, Partial<QueryRolesArgs>>;
  savedViews?: Resolver<Array<ResolversTypes['SavedView']>, ParentType, ContextType, RequireFields<QuerySavedViewsArgs, 'list'>>;
  search?: Resolver<ResolversTypes['SearchResults'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'text'>>;
  subsidytypes?: Resolver<Array<ResolversTypes['SubsidyType']>, ParentType, ContextType>;
  tablepropertie?: Resolver<ResolversTypes['TablePropertiePaginator'], ParentType, ContextType, Partial<QueryTablepropertieArgs>>;
  tagsNews?: Resolver<Array<ResolversTypes['TagNews']>, ParentType, ContextType>;
  ufOfDay?: Resolver<Maybe<ResolversTypes['UfOfDay']>, ParentType, ContextType, Partial<QueryUfOfDayArgs>>;
  ufValues?: Resolver<ResolversTypes['UfValuePaginator'], ParentType, ContextType, Partial<QueryUfValuesArgs>>;
  unitsGrid?: Resolver<ResolversTypes['UnitsGrid'], ParentType, ContextType, RequireFields<QueryUnitsGridArgs, 'project_id'>>;
  users?: Resolver<ResolversTypes['UserPaginator'], ParentType, ContextType, Partial<QueryUsersArgs>>;
  warehouses?: Resolver<ResolversTypes['WarehousePaginator'], ParentType, ContextType, Partial<QueryWarehousesArgs>>;
  webhooks?: Resolver<Array<ResolversTypes['Webhook']>, ParentType, ContextType, RequireFields<QueryWebhooksArgs, 'project_id'>>;
  webhooksrecords?: Resolver<Array<ResolversTypes['WebhookRecord']>, ParentType, ContextType, RequireFields<QueryWebhooksrecordsArgs, 'project_id'>>;
}>;

export type QuotationResolvers<ContextType = any, ParentType extends ResolversParentTypes['Quotation'] = ResolversParentTypes['Quotation']> = ResolversObject<{
  audits?: Resolver<Array<ResolversTypes['Audit']>, ParentType, ContextType>;
  bookingrequest?: Resolver<Maybe<ResolversTypes['BookingRequest']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  expires_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maximum_rent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minimum_rent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['Project']>, ParentType, ContextType>;
  promiserequest?: Resolver<Maybe<ResolversTypes['PromiseRequest']>, ParentType, ContextType>;
  propertyquotation?: Resolver<Array<ResolversTypes['PropertyQuotation']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QuotationPaginatorResolvers<ContextType = any, ParentType extends ResolversParentTypes['QuotationPaginator'] = ResolversParentTypes['QuotationPaginator']> = ResolversObject<{
  current_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['Quotation']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  has_more_pages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RealStateAgencyResolvers<ContextType = any, ParentType extends ResolversParentTypes['RealStateAgency'] = ResolversParentTypes['RealStateAgency']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  audits?: Resolver<Array<ResolversTypes['Audit']>, ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  important?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  medias?: Resolver<Array<ResolversTypes['Media']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  official_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orden?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plansrestrictions?: Resolver<Maybe<ResolversTypes['PlansRestriction']>, ParentType, ContextType>;
  projects?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType>;
  representative?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  url_site?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type RealStateAgencyPaginatorResolvers<ContextType = any, ParentType extends ResolversParentTypes['RealStateAgencyPaginator'] = ResolversParentTypes['RealStateAgencyPaginator']> = ResolversObject<{
  current_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['RealStateAgency']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  has_more_pages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type RealStateAgencyUserResolvers<ContextType = any, ParentType extends ResolversParentTypes['RealStateAgencyUser'] = ResolversParentTypes['RealStateAgencyUser']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  real_state_agency_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  realstateagency?: Resolver<Maybe<ResolversTypes['RealStateAgency']>, ParentType, ContextType>;
}>;

export type RecordChangeResolvers<ContextType = any, ParentType extends ResolversParentTypes['RecordChange'] = ResolversParentTypes['RecordChange']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  project_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RegionResolvers<ContextType = any, ParentType extends ResolversParentTypes['Region'] = ResolversParentTypes['Region']> = ResolversObject<{
  cities?: Resolver<Array<ResolversTypes['Province']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provinces?: Resolver<Array<ResolversTypes['Province']>, ParentType, ContextType>;
}>;

export type RoleResolvers<ContextType = any, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = ResolversObject<{
  audits?: Resolver<Array<ResolversTypes['Audit']>, ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
}>;

export type RukanResolvers<ContextType = any, ParentType extends ResolversParentTypes['Rukan'] = ResolversParentTypes['Rukan']> = ResolversObject<{
  children?: Resolver<Array<ResolversTypes['RukanPerson']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  holder?: Resolver<ResolversTypes['RukanPerson'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['RukanPerson']>, ParentType, ContextType>;
  partner?: Resolver<Maybe<ResolversTypes['RukanPerson']>, ParentType, ContextType>;
  properties?: Resolver<Array<ResolversTypes['RukanProperty']>, ParentType, ContextType>;
  residence?: Resolver<Maybe<ResolversTypes['RukanResidence']>, ParentType, ContextType>;
  rural_housing_program?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  social_registry?: Resolver<Maybe<ResolversTypes['RukanSocialRegistry']>, ParentType, ContextType>;
  subsidies?: Resolver<Array<ResolversTypes['RukanSubsidy']>, ParentType, ContextType>;
  valid_until?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vigente?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type RukanPersonResolvers<ContextType = any, ParentType extends ResolversParentTypes['RukanPerson'] = ResolversParentTypes['RukanPerson']> = ResolversObject<{
  birth_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  civil_status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nationality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  relation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rut?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rut_dv?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RukanPropertyResolvers<ContextType = any, ParentType extends ResolversParentTypes['RukanProperty'] = ResolversParentTypes['RukanProperty']> = ResolversObject<{
  appraisal_clp?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  commune?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fiscal_role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RukanResidenceResolvers<ContextType = any, ParentType extends ResolversParentTypes['RukanResidence'] = ResolversParentTypes['RukanResidence']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  commune?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  household_size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tenure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RukanSocialRegistryResolvers<ContextType = any, ParentType extends ResolversParentTypes['RukanSocialRegistry'] = ResolversParentTypes['RukanSocialRegistry']> = ResolversObject<{
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date_poll?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  folio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tramo_cse?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RukanSubsidyResolvers<ContextType = any, ParentType extends ResolversParentTypes['RukanSubsidy'] = ResolversParentTypes['RukanSubsidy']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type SavedViewResolvers<ContextType = any, ParentType extends ResolversParentTypes['SavedView'] = ResolversParentTypes['SavedView']> = ResolversObject<{
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_default?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  list?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['SavedViewState'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type SavedViewFilterResolvers<ContextType = any, ParentType extends ResolversParentTypes['SavedViewFilter'] = ResolversParentTypes['SavedViewFilter']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SavedViewStateResolvers<ContextType = any, ParentType extends ResolversParentTypes['SavedViewState'] = ResolversParentTypes['SavedViewState']> = ResolversObject<{
  density?: Resolver<ResolversTypes['TableDensity'], ParentType, ContextType>;
  filters?: Resolver<Array<ResolversTypes['SavedViewFilter']>, ParentType, ContextType>;
  hidden_columns?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sort?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SearchGroupResolvers<ContextType = any, ParentType extends ResolversParentTypes['SearchGroup'] = ResolversParentTypes['SearchGroup']> = ResolversObject<{
  hits?: Resolver<Array<ResolversTypes['SearchHit']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SearchKind'], ParentType, ContextType>;
  more?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SearchHitResolvers<ContextType = any, ParentType extends ResolversParentTypes['SearchHit'] = ResolversParentTypes['SearchHit']> = ResolversObject<{
  created_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SearchKind'], ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rut?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SearchResultsResolvers<ContextType = any, ParentType extends ResolversParentTypes['SearchResults'] = ResolversParentTypes['SearchResults']> = ResolversObject<{
  groups?: Resolver<Array<ResolversTypes['SearchGroup']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = any, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  exportJobUpdated?: SubscriptionResolver<ResolversTypes['ExportJob'], "exportJobUpdated", ParentType, ContextType, Partial<SubscriptionExportJobUpdatedArgs>>;
  notificationReceived?: SubscriptionResolver<ResolversTypes['NotificationUser'], "notificationReceived", ParentType, ContextType>;
  recordChanged?: SubscriptionResolver<ResolversTypes['RecordChange'], "recordChanged", ParentType, ContextType, Partial<SubscriptionRecordChangedArgs>>;
}>;

export type SubsidyTypeResolvers<ContextType = any, ParentType extends ResolversParentTypes['SubsidyType'] = ResolversParentTypes['SubsidyType']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TablePropertieResolvers<ContextType = any, ParentType extends ResolversParentTypes['TablePropertie'] = ResolversParentTypes['TablePropertie']> = ResolversObject<{
  booking_request_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  booking_request_payments?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  project_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  project_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  promise_request_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  promise_request_payment?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quotation_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  units_availabe?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  units_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TablePropertiePaginatorResolvers<ContextType = any, ParentType extends ResolversParentTypes['TablePropertiePaginator'] = ResolversParentTypes['TablePropertiePaginator']> = ResolversObject<{
  current_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['TablePropertie']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  has_more_pages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type TagNewsResolvers<ContextType = any, ParentType extends ResolversParentTypes['TagNews'] = ResolversParentTypes['TagNews']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UfImportErrorResolvers<ContextType = any, ParentType extends ResolversParentTypes['UfImportError'] = ResolversParentTypes['UfImportError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UfImportResultResolvers<ContextType = any, ParentType extends ResolversParentTypes['UfImportResult'] = ResolversParentTypes['UfImportResult']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UfImportError']>, ParentType, ContextType>;
  info?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  saved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type UfOfDayResolvers<ContextType = any, ParentType extends ResolversParentTypes['UfOfDay'] = ResolversParentTypes['UfOfDay']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  value_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UfValueResolvers<ContextType = any, ParentType extends ResolversParentTypes['UfValue'] = ResolversParentTypes['UfValue']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  loaded_by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type UfValuePaginatorResolvers<ContextType = any, ParentType extends ResolversParentTypes['UfValuePaginator'] = ResolversParentTypes['UfValuePaginator']> = ResolversObject<{
  current_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['UfValue']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  has_more_pages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type UnitComplementResolvers<ContextType = any, ParentType extends ResolversParentTypes['UnitComplement'] = ResolversParentTypes['UnitComplement']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UnitsGridResolvers<ContextType = any, ParentType extends ResolversParentTypes['UnitsGrid'] = ResolversParentTypes['UnitsGrid']> = ResolversObject<{
  homes?: Resolver<Array<ResolversTypes['GridHome']>, ParentType, ContextType>;
  project_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  project_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tower?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  towers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UserResolvers<ContextType = any, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  audits?: Resolver<Array<ResolversTypes['Audit']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  projects?: Resolver<Array<ResolversTypes['Project']>, ParentType, ContextType>;
  projectuser?: Resolver<Array<ResolversTypes['ProjectUser']>, ParentType, ContextType>;
  realstateagencyuser?: Resolver<Array<ResolversTypes['RealStateAgencyUser']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type UserPaginatorResolvers<ContextType = any, ParentType extends ResolversParentTypes['UserPaginator'] = ResolversParentTypes['UserPaginator']> = ResolversObject<{
  current_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  has_more_pages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type WarehouseResolvers<ContextType = any, ParentType extends ResolversParentTypes['Warehouse'] = ResolversParentTypes['Warehouse']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bookeable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  built_area?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  complements?: Resolver<Array<ResolversTypes['UnitComplement']>, ParentType, ContextType>;
  floor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lots?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  municipal_area?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  project?: Resolver<Maybe<ResolversTypes['Project']>, ParentType, ContextType>;
  project_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  promisable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  total_area?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  tower?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type WarehousePaginatorResolvers<ContextType = any, ParentType extends ResolversParentTypes['WarehousePaginator'] = ResolversParentTypes['WarehousePaginator']> = ResolversObject<{
  current_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['Warehouse']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  has_more_pages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per_page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type WebhookResolvers<ContextType = any, ParentType extends ResolversParentTypes['Webhook'] = ResolversParentTypes['Webhook']> = ResolversObject<{
  audits?: Resolver<Array<ResolversTypes['Audit']>, ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  disabled_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  event_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  project_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WebhookRecordResolvers<ContextType = any, ParentType extends ResolversParentTypes['WebhookRecord'] = ResolversParentTypes['WebhookRecord']> = ResolversObject<{
  attempt?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  delivery_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  duration_ms?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  event_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  next_attempt_at?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  request_body?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  response_body?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status_code?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  webhook_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = any> = ResolversObject<{
  Audit?: AuditResolvers<ContextType>;
  AuditUser?: AuditUserResolvers<ContextType>;
  BookingContact?: BookingContactResolvers<ContextType>;
  BookingOrder?: BookingOrderResolvers<ContextType>;
  BookingOrderPaginator?: BookingOrderPaginatorResolvers<ContextType>;
  BookingRequest?: BookingRequestResolvers<ContextType>;
  BookingRequestPaginator?: BookingRequestPaginatorResolvers<ContextType>;
  CoDebtor?: CoDebtorResolvers<ContextType>;
  Comment?: CommentResolvers<ContextType>;
  CommentPaginator?: CommentPaginatorResolvers<ContextType>;
  Commune?: CommuneResolvers<ContextType>;
  ConsolidityRow?: ConsolidityRowResolvers<ContextType>;
  ContactEnterprise?: ContactEnterpriseResolvers<ContextType>;
  ContactEnterprisePaginator?: ContactEnterprisePaginatorResolvers<ContextType>;
  ContactForm?: ContactFormResolvers<ContextType>;
  ContactFormHomeSection?: ContactFormHomeSectionResolvers<ContextType>;
  ContactFormHomeSectionPaginator?: ContactFormHomeSectionPaginatorResolvers<ContextType>;
  ContactFormPaginator?: ContactFormPaginatorResolvers<ContextType>;
  ContactFormSection?: ContactFormSectionResolvers<ContextType>;
  ContactFormSectionPaginator?: ContactFormSectionPaginatorResolvers<ContextType>;
  ContactNewsletter?: ContactNewsletterResolvers<ContextType>;
  ContactNewsletterPaginator?: ContactNewsletterPaginatorResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  ExcelResult?: ExcelResultResolvers<ContextType>;
  ExcelUpdateResult?: ExcelUpdateResultResolvers<ContextType>;
  ExcelValidationError?: ExcelValidationErrorResolvers<ContextType>;
  ExportJob?: ExportJobResolvers<ContextType>;
  Financing?: FinancingResolvers<ContextType>;
  FinancingAssumption?: FinancingAssumptionResolvers<ContextType>;
  FinancingIncome?: FinancingIncomeResolvers<ContextType>;
  FinancingLine?: FinancingLineResolvers<ContextType>;
  FinancingProgramme?: FinancingProgrammeResolvers<ContextType>;
  FlowCredentialsCheck?: FlowCredentialsCheckResolvers<ContextType>;
  FlowVerification?: FlowVerificationResolvers<ContextType>;
  GridHome?: GridHomeResolvers<ContextType>;
  GroupedUnitsResult?: GroupedUnitsResultResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Media?: MediaResolvers<ContextType>;
  MediaType?: MediaTypeResolvers<ContextType>;
  ModelsAndTowers?: ModelsAndTowersResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  News?: NewsResolvers<ContextType>;
  NewsPaginator?: NewsPaginatorResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationUser?: NotificationUserResolvers<ContextType>;
  NotificationUserPaginator?: NotificationUserPaginatorResolvers<ContextType>;
  Paginator?: PaginatorResolvers<ContextType>;
  PaginatorInfo?: PaginatorInfoResolvers<ContextType>;
  ParkingLot?: ParkingLotResolvers<ContextType>;
  ParkingLotPaginator?: ParkingLotPaginatorResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  Pipeline?: PipelineResolvers<ContextType>;
  PipelineStage?: PipelineStageResolvers<ContextType>;
  PlanAdditional?: PlanAdditionalResolvers<ContextType>;
  PlanPayment?: PlanPaymentResolvers<ContextType>;
  PlansRestriction?: PlansRestrictionResolvers<ContextType>;
  Preapproval?: PreapprovalResolvers<ContextType>;
  PreapprovalPaginator?: PreapprovalPaginatorResolvers<ContextType>;
  Profile?: ProfileResolvers<ContextType>;
  Project?: ProjectResolvers<ContextType>;
  ProjectAdditional?: ProjectAdditionalResolvers<ContextType>;
  ProjectContactEmail?: ProjectContactEmailResolvers<ContextType>;
  ProjectExecutive?: ProjectExecutiveResolvers<ContextType>;
  ProjectFile?: ProjectFileResolvers<ContextType>;
  ProjectModel?: ProjectModelResolvers<ContextType>;
  ProjectPaginator?: ProjectPaginatorResolvers<ContextType>;
  ProjectPaymentKeys?: ProjectPaymentKeysResolvers<ContextType>;
  ProjectRestriction?: ProjectRestrictionResolvers<ContextType>;
  ProjectStage?: ProjectStageResolvers<ContextType>;
  ProjectStatus?: ProjectStatusResolvers<ContextType>;
  ProjectUser?: ProjectUserResolvers<ContextType>;
  PromiseOrder?: PromiseOrderResolvers<ContextType>;
  PromiseOrderPaginator?: PromiseOrderPaginatorResolvers<ContextType>;
  PromiseRequest?: PromiseRequestResolvers<ContextType>;
  PromiseRequestPaginator?: PromiseRequestPaginatorResolvers<ContextType>;
  Property?: PropertyResolvers<ContextType>;
  PropertyPaginator?: PropertyPaginatorResolvers<ContextType>;
  PropertyQuotation?: PropertyQuotationResolvers<ContextType>;
  Prospect?: ProspectResolvers<ContextType>;
  ProspectApproval?: ProspectApprovalResolvers<ContextType>;
  ProspectDuplicateAgency?: ProspectDuplicateAgencyResolvers<ContextType>;
  ProspectDuplicateGroup?: ProspectDuplicateGroupResolvers<ContextType>;
  ProspectDuplicateGroupPaginator?: ProspectDuplicateGroupPaginatorResolvers<ContextType>;
  ProspectMerge?: ProspectMergeResolvers<ContextType>;
  ProspectPaginator?: ProspectPaginatorResolvers<ContextType>;
  ProspectQuotation?: ProspectQuotationResolvers<ContextType>;
  ProspectStageMove?: ProspectStageMoveResolvers<ContextType>;
  ProspectStagePage?: ProspectStagePageResolvers<ContextType>;
  ProspectsPerType?: ProspectsPerTypeResolvers<ContextType>;
  Province?: ProvinceResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Quotation?: QuotationResolvers<ContextType>;
  QuotationPaginator?: QuotationPaginatorResolvers<ContextType>;
  RealStateAgency?: RealStateAgencyResolvers<ContextType>;
  RealStateAgencyPaginator?: RealStateAgencyPaginatorResolvers<ContextType>;
  RealStateAgencyUser?: RealStateAgencyUserResolvers<ContextType>;
  RecordChange?: RecordChangeResolvers<ContextType>;
  Region?: RegionResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  Rukan?: RukanResolvers<ContextType>;
  RukanPerson?: RukanPersonResolvers<ContextType>;
  RukanProperty?: RukanPropertyResolvers<ContextType>;
  RukanResidence?: RukanResidenceResolvers<ContextType>;
  RukanSocialRegistry?: RukanSocialRegistryResolvers<ContextType>;
  RukanSubsidy?: RukanSubsidyResolvers<ContextType>;
  SavedView?: SavedViewResolvers<ContextType>;
  SavedViewFilter?: SavedViewFilterResolvers<ContextType>;
  SavedViewState?: SavedViewStateResolvers<ContextType>;
  SearchGroup?: SearchGroupResolvers<ContextType>;
  SearchHit?: SearchHitResolvers<ContextType>;
  SearchResults?: SearchResultsResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SubsidyType?: SubsidyTypeResolvers<ContextType>;
  TablePropertie?: TablePropertieResolvers<ContextType>;
  TablePropertiePaginator?: TablePropertiePaginatorResolvers<ContextType>;
  TagNews?: TagNewsResolvers<ContextType>;
  UfImportError?: UfImportErrorResolvers<ContextType>;
  UfImportResult?: UfImportResultResolvers<ContextType>;
  UfOfDay?: UfOfDayResolvers<ContextType>;
  UfValue?: UfValueResolvers<ContextType>;
  UfValuePaginator?: UfValuePaginatorResolvers<ContextType>;
  UnitComplement?: UnitComplementResolvers<ContextType>;
  UnitsGrid?: UnitsGridResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  UserPaginator?: UserPaginatorResolvers<ContextType>;
  Warehouse?: WarehouseResolvers<ContextType>;
  WarehousePaginator?: WarehousePaginatorResolvers<ContextType>;
  Webhook?: WebhookResolvers<ContextType>;
  WebhookRecord?: WebhookRecordResolvers<ContextType>;
}>;

