import * as v from 'valibot';

/** The spec's message model: key = type.source.code, level defaults to warning. */
export const DEFAULT_LEVEL = 'warning';

export const RawMessageSchema = v.looseObject({
  type: v.optional(v.nullable(v.string())),
  source: v.optional(v.nullable(v.string())),
  code: v.optional(v.nullable(v.string())),
  value: v.optional(v.nullable(v.string())),
  level: v.optional(v.nullable(v.string())),
  primary: v.optional(v.nullable(v.boolean())),
  params: v.optional(v.nullable(v.record(v.string(), v.unknown()))),
});

export interface Message {
  type: string;
  source: string;
  code: string;
  value: string;
  level: string;
  primary: boolean;
  params: Record<string, unknown>;
  key: string;
}

export function messageKey(message: Pick<Message, 'type' | 'source' | 'code'>): string {
  return `${message.type}.${message.source}.${message.code}`;
}

/**
 * Turns the envelope's `messages` into the message model. Messages lacking type or source
 * are reported as invalid and left out.
 */
export function readMessages(raw: unknown): Message[] {
  if (!Array.isArray(raw)) return [];
  const messages: Message[] = [];
  for (const item of raw) {
    const parsed = v.safeParse(RawMessageSchema, item);
    const m = parsed.success ? parsed.output : null;
    if (!m?.type || !m.source) {
      console.warn('[cms-blocks] invalid message (it needs a type and a source):', item);
      continue;
    }
    const message = {
      type: m.type,
      source: m.source,
      code: m.code ?? '',
      value: m.value ?? '',
      level: m.level ?? DEFAULT_LEVEL,
      primary: m.primary ?? false,
      params: m.params ?? {},
    };
    messages.push({ ...message, key: messageKey(message) });
  }
  return messages;
}
