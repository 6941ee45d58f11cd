// The money and quantity inputs (issue 33): numbers typed and shown the es-CL way. While focused
// the field keeps the text as the user types it ('1499,5'); once left it shows the number grouped
// ('1.499,50'). What reaches the form is the number the API takes: a number, null when blank, or
// NaN when the text is not a number (see number-text.ts for the one reading rule), which the
// form's schema refuses with its Spanish message for the field, so nothing is sent. Controlled
// (value/onChange), so they drop into a react-hook-form Controller.
import { useState, type ComponentProps, type ReactNode } from 'react';
import { Input, InputGroup } from '@chakra-ui/react';
import { parseNumberText, shownNumberText, type NumberTextOptions } from './number-text';

type BaseInputProps = Omit<
  ComponentProps<typeof Input>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'
>;

export interface NumberInputProps extends BaseInputProps {
  /** The number the form holds: null when blank, NaN while the text is not a number. */
  value: number | null | undefined;
  onChange(value: number | null): void;
}

interface NumberFieldProps extends NumberInputProps, NumberTextOptions {
  decimals: number;
  minDecimals?: number;
  startAddon?: ReactNode;
  endAddon?: ReactNode;
}

function NumberField({
  value,
  onChange,
  onFocus,
  onBlur,
  decimals,
  minDecimals,
  affixes,
  allowNegative,
  startAddon,
  endAddon,
  ...rest
}: NumberFieldProps) {
  const shownOptions = { decimals, minDecimals };
  const [text, setText] = useState(() => shownNumberText(value, '', shownOptions));
  const [focused, setFocused] = useState(false);
  // Left alone, the field shows the form's value (so a reset or a reload shows the new number);
  // while focused, what the user typed.
  const shown = focused ? text : shownNumberText(value, text, shownOptions);
  return (
    <InputGroup startAddon={startAddon} endAddon={endAddon}>
      <Input
        {...rest}
        type="text"
        inputMode={decimals > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        spellCheck={false}
        value={shown}
        onFocus={(event) => {
          setText(shown);
          setFocused(true);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          setFocused(false);
          onBlur?.(event);
        }}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          setText(typed);
          onChange(parseNumberText(typed, { affixes, allowNegative }));
        }}
      />
    </InputGroup>
  );
}

export type Currency = 'UF' | 'CLP';

export interface MoneyInputProps extends NumberInputProps {
  /** UF: decimals, shown 'UF 1.499,50'; CLP: whole pesos, shown '$738.000'. */
  currency: Currency;
  /** Pesos with cents ('$39.485,65'): the value of a UF, as the Banco Central publishes it. */
  cents?: boolean;
}

/** An amount of money in UF or pesos, the currency shown before the number. */
export function MoneyInput({ currency, cents = false, ...props }: MoneyInputProps) {
  const uf = currency === 'UF';
  return (
    <NumberField
      {...props}
      decimals={uf || cents ? 2 : 0}
      minDecimals={uf || cents ? 2 : 0}
      affixes={uf ? ['UF'] : ['$', 'CLP']}
      startAddon={uf ? 'UF' : '$'}
    />
  );
}

export type QuantityUnit = 'm²' | '%';

export interface QuantityInputProps extends NumberInputProps {
  /** m² (two decimals shown), % (decimals as typed), or none for a count. */
  unit?: QuantityUnit;
  /** Most decimals shown; counts have none. Defaults: m² and % 2, a count 0. */
  decimals?: number;
  /** A count that may go below zero (a floor under ground). */
  allowNegative?: boolean;
}

const AFFIXES: Record<QuantityUnit, readonly string[]> = { 'm²': ['m²', 'm2'], '%': ['%'] };

/** A surface, a percentage or a count, the unit shown after the number. */
export function QuantityInput({ unit, decimals, allowNegative, ...props }: QuantityInputProps) {
  const most = decimals ?? (unit ? 2 : 0);
  return (
    <NumberField
      {...props}
      decimals={most}
      minDecimals={unit === 'm²' ? most : 0}
      affixes={unit ? AFFIXES[unit] : []}
      allowNegative={allowNegative}
      endAddon={unit}
    />
  );
}
