// Results as the server gives them, for the palette's stories and tests.
import type { SearchResultsData } from './search.types';

export const valentinaResults: SearchResultsData = {
  text: '18.765.432-1',
  groups: [
    {
      kind: 'QUOTATION',
      more: false,
      hits: [
        { kind: 'QUOTATION', id: '48213', title: 'Valentina Sepúlveda Rojas', rut: '18.765.432-1', project: 'Parque Quilicura', status: 'active', created_at: '2026-11-28T14:12:00.000Z' }, // prettier-ignore
        { kind: 'QUOTATION', id: '47102', title: 'Valentina Sepúlveda Rojas', rut: '18.765.432-1', project: 'Mirador de Ñuñoa', status: 'expired', created_at: '2026-10-03T18:40:00.000Z' }, // prettier-ignore
      ],
    },
    {
      kind: 'BOOKING_REQUEST',
      more: false,
      hits: [
        { kind: 'BOOKING_REQUEST', id: '9312', title: 'Valentina Sepúlveda Rojas', rut: '18.765.432-1', project: 'Parque Quilicura', status: 'pending', created_at: '2026-11-29T10:05:00.000Z' }, // prettier-ignore
      ],
    },
    {
      kind: 'PREAPPROVAL',
      more: false,
      hits: [
        { kind: 'PREAPPROVAL', id: '2211', title: 'Valentina Sepúlveda Rojas', rut: '18.765.432-1', project: 'Parque Quilicura', status: 'in_review', created_at: '2026-11-30T12:00:00.000Z' }, // prettier-ignore
      ],
    },
    {
      kind: 'PROSPECT',
      more: true,
      hits: [
        { kind: 'PROSPECT', id: '150877', title: 'Valentina Sepúlveda Rojas', rut: '18.765.432-1', project: 'Parque Quilicura', status: 'open', created_at: '2026-11-27T09:30:00.000Z' }, // prettier-ignore
      ],
    },
  ],
};

export const unitResults: SearchResultsData = {
  text: 'A-101',
  groups: [
    {
      kind: 'PROPERTY',
      more: false,
      hits: [
        { kind: 'PROPERTY', id: '5120', title: 'A-101', rut: null, project: 'Parque Quilicura', status: null, created_at: null }, // prettier-ignore
        { kind: 'PROPERTY', id: '5121', title: 'A-1010', rut: null, project: 'Mirador de Ñuñoa', status: null, created_at: null }, // prettier-ignore
      ],
    },
  ],
};
