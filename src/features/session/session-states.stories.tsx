import type { Meta, StoryObj } from '@storybook/react-vite';
import { SessionWalk, steps } from './session-states.story-kit';

// The states of the session machine a user meets on the login page, on the real page under the
// real SessionProvider: each story's play function signs in as a user would, while a scripted
// OAuth server and `me` answer, refuse or keep the request in flight.
const meta = {
  title: 'Sesión/Ingreso — estados',
  component: SessionWalk,
  parameters: { route: '/' },
} satisfies Meta<typeof SessionWalk>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing stored: the login form. */
export const SinSesion: Story = { name: 'Sin sesión' };

export const Ingresando: Story = {
  name: 'Ingresando',
  args: { script: { signIn: 'wait' } },
  play: () => steps.signIn(),
};

export const CredencialesIncorrectas: Story = {
  name: 'Credenciales incorrectas',
  args: {
    script: {
      signIn: {
        kind: 'wrongCredentials',
        message: 'Las credenciales ingresadas son incorrectas.',
        retryAfterSeconds: null,
      },
    },
  },
  play: () => steps.signIn(),
};

/** Too many attempts: the wait is added when the server's text does not say it. */
export const DemasiadosIntentos: Story = {
  name: 'Demasiados intentos',
  args: {
    script: {
      signIn: {
        kind: 'throttled',
        message: 'Demasiados intentos fallidos.',
        retryAfterSeconds: 60,
      },
    },
  },
  play: () => steps.signIn(),
};

export const SinConexion: Story = {
  name: 'Sin conexión',
  args: {
    script: {
      signIn: {
        kind: 'network',
        message: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
        retryAfterSeconds: null,
      },
    },
  },
  play: () => steps.signIn(),
};

/** Signed in; the form waits for the profile that decides where the user lands. */
export const CargandoPerfil: Story = {
  name: 'Cargando el perfil',
  args: { script: { me: 'wait' } },
  play: () => steps.signIn(),
};

/** The profile did not load: the form keeps waiting while the machine tries again. */
export const PerfilNoDisponible: Story = {
  name: 'Perfil no disponible',
  args: { script: { me: 'fail' } },
  play: () => steps.signIn(),
};

/** Signed in with the profile: the user lands on their page. */
export const SesionIniciada: Story = { name: 'Sesión iniciada', play: () => steps.signIn() };

/** A valid token kept from an earlier visit: no form, straight in. */
export const SesionRestaurada: Story = {
  name: 'Sesión restaurada',
  args: { script: { stored: 'fresh' } },
};

/** The kept token expired: the session renews it before going on (the form waits). */
export const RenovandoAcceso: Story = {
  name: 'Renovando el acceso',
  args: { script: { stored: 'expired', refresh: 'wait' } },
};

/** The renewal was refused: the session ends and the user is back on the login page. */
export const SesionVencida: Story = {
  name: 'Sesión vencida',
  args: { script: { stored: 'expired', refresh: 'fail' } },
  parameters: { route: '/profile' },
};
