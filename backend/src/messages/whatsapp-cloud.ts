/**
 * The WhatsApp Business Platform's Cloud API, as far as the clinic uses it: one approved template
 * message to one number (POST {api}/{phone-number-id}/messages), with its body's variables and its
 * quick-reply buttons' payloads.
 */

/** A template message as the clinic sends it. */
export interface TemplateMessage {
  /** International digits, no '+': '919822012345'. */
  to: string;
  template: string;
  language: string;
  variables: string[];
  /** Each quick-reply button's payload, in the template's order. */
  buttons: string[];
}

export interface CloudApiSettings {
  apiUrl: string;
  phoneNumberId: string;
  token: string;
  timeoutMs: number;
}

/** The Cloud API's error codes that pass: throttling and its own hiccups. Any other 4xx is for good. */
const PASSING_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);

/** Why a message did not go: `lasting` when sending it again cannot help (a wrong number, an unknown template). */
export class CloudApiError extends Error {
  constructor(
    message: string,
    readonly lasting: boolean,
    readonly code?: number,
  ) {
    super(message);
  }
}

/** The request's body exactly as the Cloud API defines a template message. */
export function templateBody(message: TemplateMessage) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: {
      name: message.template,
      language: { code: message.language },
      components: [
        ...(message.variables.length > 0 ? [{ type: 'body', parameters: message.variables.map((text) => ({ type: 'text', text })) }] : []),
        ...message.buttons.map((payload, index) => ({ type: 'button', sub_type: 'quick_reply', index: String(index), parameters: [{ type: 'payload', payload }] })),
      ],
    },
  };
}

/** Sends it and answers the message's id (wamid…), or throws CloudApiError. */
export async function sendTemplate(settings: CloudApiSettings, message: TemplateMessage): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${settings.apiUrl.replace(/\/$/, '')}/${settings.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${settings.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(templateBody(message)),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    throw new CloudApiError(`WhatsApp could not be reached: ${error instanceof Error ? error.message : String(error)}`, false);
  }
  const answer = (await res.json().catch(() => null)) as { messages?: Array<{ id?: unknown }>; error?: { message?: unknown; code?: unknown } } | null;
  if (res.ok) {
    const id = answer?.messages?.[0]?.id;
    if (typeof id === 'string' && id) return id;
    throw new CloudApiError(`WhatsApp answered ${res.status} without a message id`, false);
  }
  const code = typeof answer?.error?.code === 'number' ? answer.error.code : undefined;
  const words = typeof answer?.error?.message === 'string' ? answer.error.message : res.statusText;
  const lasting = res.status >= 400 && res.status < 500 && res.status !== 429 && !(code !== undefined && PASSING_CODES.has(code));
  throw new CloudApiError(`WhatsApp refused it (${res.status}${code !== undefined ? `, code ${code}` : ''}): ${words}`, lasting, code);
}
