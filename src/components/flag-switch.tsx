// One boolean of a list row, saved as soon as it flips: a native checkbox with the switch role,
// drawn as a switch by FLAG_SWITCH_CSS on an ancestor (the signed-in shell and Storybook's preview
// set it once). A units page holds hundreds of them, and a plain input costs nothing to mount.

export interface FlagSwitchProps {
  /** The accessible name ("Visible: Parque Los Aromos"). */
  label: string;
  checked: boolean;
  busy?: boolean;
  /** Read-only roles see the state without being able to flip it. */
  readOnly?: boolean;
  onChange(next: boolean): void;
}

export function FlagSwitch({ label, checked, busy = false, readOnly, onChange }: FlagSwitchProps) {
  return (
    <input
      className="flag-switch"
      type="checkbox"
      role="switch"
      aria-label={label}
      aria-busy={busy || undefined}
      data-readonly={readOnly || undefined}
      checked={checked}
      disabled={busy || readOnly}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

/** The look of every FlagSwitch below the element that carries it. */
export const FLAG_SWITCH_CSS = {
  '& input.flag-switch': {
    appearance: 'none',
    position: 'relative',
    display: 'inline-block',
    verticalAlign: 'middle',
    flexShrink: 0,
    w: '8',
    h: '4.5',
    rounded: 'full',
    bg: 'bg.emphasized',
    cursor: 'pointer',
    transition: 'background 0.15s',
    _before: {
      content: '""',
      position: 'absolute',
      top: '2px',
      left: '2px',
      boxSize: '3.5',
      rounded: 'full',
      bg: 'white',
      boxShadow: 'xs',
      transition: 'transform 0.15s',
    },
    _checked: { bg: 'primary.solid', _before: { transform: 'translateX(14px)' } },
    _disabled: { cursor: 'progress', opacity: 0.6 },
    '&[data-readonly]': { cursor: 'not-allowed' },
    _focusVisible: {
      outline: '2px solid',
      outlineColor: 'primary.focusRing',
      outlineOffset: '2px',
    },
  },
} as const;
