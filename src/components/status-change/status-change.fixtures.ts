// Answers of a status change for stories and tests: what the server says when it accepts, waits
// or refuses (its Spanish BAD_USER_INPUT messages, as src/shared/sales-status writes them).
import { GraphQLRequestError } from '../../lib/network/errors';

export const UNIT_ALREADY_BOOKED =
  'La unidad 1204 de Parque Los Aromos ya está reservada por otra solicitud de reserva pagada.';

export const accepted = (): Promise<void> => Promise.resolve();

export const neverAnswers = (): Promise<void> => new Promise<void>(() => undefined);

export const refusedByServer = (): Promise<void> =>
  Promise.reject(
    new GraphQLRequestError(
      [{ message: UNIT_ALREADY_BOOKED, extensions: { code: 'BAD_USER_INPUT' } }],
      'EditBookingRequest',
    ),
  );

export const RECORD_LABEL = 'Solicitud de reserva N° 1842 · Camila Andrea Rojas Soto';
export const LONG_RECORD_LABEL =
  'Solicitud de reserva N° 1842 · María de los Ángeles Fernández-Villalobos Sepúlveda del Río · ' +
  'Condominio Parque Los Aromos de Puente Alto, Etapa II, Torre B, departamento 1204';
