// The columns of /plans/list: each project's plan, its additional plans and the state of its
// latest plan payment, with the action that changes the plan.
import type { ColumnDef } from '@tanstack/react-table';
import { Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '../../lib/format';
import { planName } from '../../shared/plans';
import { paymentStatusOf } from './plan-labels';
import type { PlanProject } from './plans.types';

const dash = <Text color="fg.muted">—</Text>;

export function planColumns(options: {
  canChange: boolean;
  onChange(project: PlanProject): void;
}): ColumnDef<PlanProject, unknown>[] {
  return [
    {
      id: 'name',
      header: 'Proyecto',
      cell: ({ row }) => <Text fontWeight="medium">{row.original.name}</Text>,
    },
    {
      id: 'agency',
      header: 'Inmobiliaria',
      cell: ({ row }) => row.original.realstateagency?.name ?? dash,
    },
    {
      id: 'plan',
      header: 'Plan',
      cell: ({ row }) => (
        <Badge colorPalette={row.original.plan === 1 ? 'gray' : 'primary'} variant="subtle">
          {planName(row.original.plan)}
        </Badge>
      ),
    },
    {
      id: 'additionals',
      header: 'Adicionales',
      cell: ({ row }) =>
        row.original.projectadditional.length ? (
          <Stack gap="0.5">
            {row.original.projectadditional.map((a) => (
              <Text key={a.id} textStyle="sm">
                {`${a.plansadditional?.name ?? `Adicional ${a.additional_plan_type_id}`} × ${a.quantity}`}
              </Text>
            ))}
          </Stack>
        ) : (
          dash
        ),
    },
    {
      id: 'payment',
      header: 'Último pago',
      cell: ({ row }) => {
        const last = row.original.planspayment.at(-1);
        if (!last) return dash;
        const status = paymentStatusOf(last.status);
        return (
          <Stack gap="0.5" align="flex-start">
            <Badge colorPalette={status.tone} variant="subtle">
              {status.label}
            </Badge>
            <Text textStyle="xs" color="fg.muted">
              {`${planName(last.plan)} · ${formatDate(last.paid_at ?? last.created_at)}`}
            </Text>
          </Stack>
        );
      },
    },
    {
      id: 'actions',
      header: () => <Box textAlign="end">Acciones</Box>,
      cell: ({ row }) =>
        options.canChange ? (
          <Box textAlign="end">
            <Button
              size="xs"
              variant="outline"
              colorPalette="primary"
              aria-label={`Cambiar plan de ${row.original.name}`}
              onClick={() => options.onChange(row.original)}
            >
              Cambiar plan
            </Button>
          </Box>
        ) : null,
    },
  ];
}
