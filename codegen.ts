import type { CodegenConfig } from '@graphql-codegen/cli';

// One contract, two outputs: the SPA's typed documents (client preset) and the server's resolver
// types. Both are committed; `npm test` runs `graphql-codegen --check` so they never go stale.
/** The server modules, relative to the generated resolver types. */
const MODULES = '../../../src/server/modules';

const config: CodegenConfig = {
  schema: 'graphql/schema/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'graphql/generated/client/': {
      documents: 'graphql/operations/**/*.graphql',
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        scalars: { Upload: 'File', JSON: 'unknown', DateTime: 'string' },
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
    // The session machine's own documents in a module of their own: the generated client module
    // holds every operation of the app, and the login route (which imports the machine) must not
    // carry them all.
    'graphql/generated/session/': {
      documents: 'graphql/operations/session/*.graphql',
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        scalars: { Upload: 'File', JSON: 'unknown', DateTime: 'string' },
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
    'graphql/generated/server/resolvers-types.ts': {
      plugins: [{ add: { content: '/* eslint-disable */' } }, 'typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        useIndexSignature: true,
        enumsAsTypes: true,
        scalars: { Upload: 'File', JSON: 'unknown', DateTime: 'string' },
        // The parent a type's field resolvers receive: the contract's fields plus the row they
        // were mapped from, so a relation reads its foreign key from the parent itself.
        mappers: {
          Quotation: `${MODULES}/quotations/quotations.mappers#QuotationModel`,
          PropertyQuotation: `${MODULES}/quotations/quotations.mappers#PropertyQuotationModel`,
          BookingRequest: `${MODULES}/bookings/bookings.mappers#BookingRequestModel`,
          BookingOrder: `${MODULES}/bookings/bookings.mappers#BookingOrderModel`,
          ProspectStageMove: `${MODULES}/business/business.mappers#ProspectStageMoveModel`,
        },
      },
    },
  },
};

export default config;
