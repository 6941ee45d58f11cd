import type { Meta, StoryObj } from '@storybook/react-vite';
import { GraphQLRequestError } from '../../lib/network/errors';
import { GatewayCheck, type GatewayCheckResult } from './gateway-check';

// «Verificar con Flow» and «Probar credenciales»: what each answer looks like once the button is
// pressed (the tests press it): a payment confirmed, one with nothing new, one held for review,
// Flow out of reach, the keys refused, a refused request, and a long answer.

const answer = (result: GatewayCheckResult) => () => Promise.resolve(result);

const meta = {
  title: 'Componentes/Consulta a la pasarela',
  component: GatewayCheck,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          '**Úsalo para** un botón que pregunta algo a la pasarela de pago a pedido («Verificar con Flow», «Probar credenciales») y muestra bajo él lo que respondió y, línea por línea, lo que cambió.',
          '**No lo uses para** acciones que no consultan la pasarela ni resultados que deben quedar guardados (esto solo muestra la última respuesta).',
        ].join('\n\n'),
      },
    },
  },
  args: {
    label: 'Verificar con Flow',
    busyLabel: 'Consultando a Flow…',
    unchangedText: 'No hubo cambios: el pago ya estaba al día.',
    run: answer({
      tone: 'success',
      title: 'Flow informa: pagada.',
      details: [
        'Pago N° 5521: pagado.',
        'Solicitud de reserva N° 412: Pagada.',
        'Orden de pago de reserva N° 377: Aprobada.',
      ],
    }),
  },
} satisfies Meta<typeof GatewayCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {};

export const NothingNew: Story = {
  args: { run: answer({ tone: 'info', title: 'Flow informa: pagada.', details: [] }) },
};

export const HeldForReview: Story = {
  args: {
    run: answer({
      tone: 'warning',
      title: 'Flow informa: pagada.',
      details: ['El monto que informa Flow no coincide con el de la orden.'],
    }),
  },
};

export const Unreachable: Story = {
  args: {
    run: answer({
      tone: 'error',
      title:
        'No se pudo consultar a Flow: Flow no respondió a tiempo. Intenta de nuevo en unos minutos.',
    }),
  },
};

export const Busy: Story = {
  args: { run: () => new Promise<GatewayCheckResult>(() => undefined) },
};

export const RequestRefused: Story = {
  args: {
    run: () =>
      Promise.reject(
        new GraphQLRequestError(
          [
            {
              message: 'No tienes permiso para realizar esta acción.',
              extensions: { code: 'FORBIDDEN' },
            },
          ],
          'VerifyBookingOrderPayment',
        ),
      ),
  },
};

export const KeysWork: Story = {
  args: {
    label: 'Probar credenciales',
    busyLabel: 'Probando credenciales…',
    unchangedText: null,
    run: answer({
      tone: 'success',
      title: 'Las claves funcionan: Flow aceptó la firma del proyecto.',
    }),
  },
};

export const KeysRefused: Story = {
  args: {
    ...KeysWork.args,
    run: answer({
      tone: 'error',
      title: 'Flow rechazó las claves: revisa el apiKey y el secretKey.',
    }),
  },
};

export const LongAnswer: Story = {
  args: {
    run: answer({
      tone: 'success',
      title: 'Flow informa: pagada.',
      details: [
        'Pago N° 5521: pagado.',
        'Solicitud de promesa N° 1204 del edificio Parque Los Aromos, torre B, departamento 1204 con bodega y estacionamiento: Pagada.',
        'Orden de pago de promesa N° 377: Aprobada.',
        'Orden de pago de promesa N° 378: Aprobada.',
      ],
    }),
  },
};
