// The deadline of an open sales record (issue 31) as people read it: «Vence hoy», «Vence mañana»,
// «Vence en 3 días», «Vence el 05-12-2026», or «Vencida» once past it or expired. The wording and
// the Chile calendar-day count are src/shared/sales-status/expiry.ts's, as the server's sweep.
import { Stack, Text } from '@chakra-ui/react';
import { expiryText, type ExpiryTone } from '../../shared/sales-status';

export interface ExpiryNoteProps {
  /** The record's expires_at (ISO); null when it has none (no validity, or not open). */
  expiresAt: string | null;
  /** The record is already in its expired status. */
  expired?: boolean;
  /** `detail` adds the last valid day under a relative label. */
  variant?: 'cell' | 'detail';
  /** The clock (stories and tests fix it). */
  now?: Date;
}

const COLOR: Record<ExpiryTone, string> = {
  expired: 'fg.muted',
  soon: 'orange.fg',
  later: 'fg',
};

export function ExpiryNote({ expiresAt, expired = false, variant = 'cell', now }: ExpiryNoteProps) {
  if (expired) {
    return (
      <Text color={COLOR.expired} whiteSpace="nowrap" data-expiry="expired">
        Vencida
      </Text>
    );
  }
  if (!expiresAt) {
    return (
      <Text color="fg.muted" aria-label="Sin vencimiento">
        —
      </Text>
    );
  }
  const text = expiryText(new Date(expiresAt), now ?? new Date());
  const dated = text.label !== text.date;
  return (
    <Stack gap="0" data-expiry={text.tone}>
      <Text
        color={COLOR[text.tone]}
        fontWeight={text.tone === 'soon' ? 'medium' : undefined}
        whiteSpace="nowrap"
        title={dated ? text.date : undefined}
      >
        {text.label}
      </Text>
      {variant === 'detail' && dated ? (
        <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
          {text.date}
        </Text>
      ) : null}
    </Stack>
  );
}
