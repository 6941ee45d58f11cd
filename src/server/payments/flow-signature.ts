import { createHmac } from 'node:crypto';

// Flow signs every API call the same way (developers.flow.cl, «Firma de parámetros»): the
// parameter names sorted, each name followed by its value, all concatenated, HMAC-SHA256 with the
// commerce's secretKey, hex, sent as the parameter `s`. The string is signed as UTF-8, so a value
// with accents or ñ signs the same here as in Flow's own examples.

export type FlowParams = Readonly<Record<string, string | number>>;

/** The text Flow signs: `name1value1name2value2…`, names in code-unit order, `s` left out. */
export function flowStringToSign(params: FlowParams): string {
  return Object.keys(params)
    .filter((name) => name !== 's')
    .sort()
    .map((name) => `${name}${params[name]}`)
    .join('');
}

/** The signature `s` of `params` with the commerce's secretKey. */
export function flowSignature(params: FlowParams, secretKey: string): string {
  return createHmac('sha256', secretKey).update(flowStringToSign(params), 'utf8').digest('hex');
}

/** The parameters with their signature, ready to send. */
export function signFlowParams(params: FlowParams, secretKey: string): Record<string, string> {
  const signed: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) signed[name] = String(value);
  signed.s = flowSignature(params, secretKey);
  return signed;
}
