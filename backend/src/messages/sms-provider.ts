/**
 * SMS through an Indian provider registered on DLT (TRAI's rules: every sender and template is
 * registered, each message names its template). One provider is built (MSG91's Flow API); another
 * implements SmsProvider.
 */

export interface SmsMessage {
  /** International digits, no '+': '919822012345'. */
  to: string;
  /** The provider's template (flow) id, registered on DLT. */
  template: string;
  /** VAR1, VAR2, … of the template, in order. */
  variables: string[];
}

/** Why an SMS did not go: `lasting` when sending it again cannot help. */
export class SmsError extends Error {
  constructor(
    message: string,
    readonly lasting: boolean,
  ) {
    super(message);
  }
}

export interface SmsProvider {
  readonly name: string;
  /** Sends it and answers the provider's request id, or throws SmsError. */
  send(message: SmsMessage): Promise<string>;
}

export interface Msg91Settings {
  apiUrl: string;
  authKey: string;
  sender: string;
  timeoutMs: number;
}

/** MSG91's Flow API: POST {api}/flow/ with the authkey header and the template's variables per recipient. */
export class Msg91 implements SmsProvider {
  readonly name = 'MSG91';

  constructor(private readonly settings: Msg91Settings) {}

  async send(message: SmsMessage): Promise<string> {
    const recipient: Record<string, string> = { mobiles: message.to };
    message.variables.forEach((value, index) => (recipient[`VAR${index + 1}`] = value));
    let res: Response;
    try {
      res = await fetch(`${this.settings.apiUrl.replace(/\/$/, '')}/flow/`, {
        method: 'POST',
        headers: { authkey: this.settings.authKey, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ template_id: message.template, sender: this.settings.sender, short_url: '0', recipients: [recipient] }),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      throw new SmsError(`${this.name} could not be reached: ${error instanceof Error ? error.message : String(error)}`, false);
    }
    const answer = (await res.json().catch(() => null)) as { type?: unknown; message?: unknown } | null;
    if (res.ok && answer?.type === 'success') return typeof answer.message === 'string' ? answer.message : '';
    const words = typeof answer?.message === 'string' ? answer.message : res.statusText;
    const lasting = res.ok || (res.status >= 400 && res.status < 500 && res.status !== 429);
    throw new SmsError(`${this.name} refused it (${res.status}): ${words}`, lasting);
  }
}
