import useSWR from 'swr';

/** GET /api/config: settings the server owns (the assistant's WhatsApp number), read at run time, not built in. */
export interface AppConfig {
  /** Digits with country code, no +, as wa.me wants them. */
  supportWhatsapp: string;
}

export const APP_CONFIG_KEY = '/api/config';

/** The served configuration; it does not change while the app runs, so it is read once. */
export function useAppConfig() {
  const { data, error } = useSWR<AppConfig>(APP_CONFIG_KEY, { revalidateOnFocus: false, revalidateIfStale: false });
  return { supportWhatsapp: data?.supportWhatsapp ?? null, error: error as Error | undefined };
}
