import type { StatusTable } from './status-table';

export const PREAPPROVAL_STATUSES = ['pending', 'in_review', 'approved', 'rejected'] as const;
export type PreapprovalStatus = (typeof PREAPPROVAL_STATUSES)[number];

// A pre-approval is studied by the credit executive (PreapprovalUser), who asks the bank and
// answers. A rejected one may be reviewed again when the customer brings a co-debtor or new
// income papers; an approved one may go back to review when the bank withdraws its answer.
export const preapprovalStatus: StatusTable<PreapprovalStatus> = {
  record: 'preaprobación',
  initial: 'pending',
  statuses: {
    pending: {
      label: 'Pendiente',
      tone: 'orange',
      hint: 'Nadie la ha revisado aún.',
      next: ['in_review', 'approved', 'rejected'],
    },
    in_review: {
      label: 'En revisión',
      tone: 'blue',
      hint: 'Se está evaluando con el banco.',
      next: ['approved', 'rejected'],
    },
    approved: {
      label: 'Aprobada',
      tone: 'green',
      hint: 'El banco preaprobó el crédito.',
      next: ['in_review'],
    },
    rejected: {
      label: 'Rechazada',
      tone: 'red',
      hint: 'El banco no preaprobó el crédito.',
      next: ['in_review'],
    },
  },
};
