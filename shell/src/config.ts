// Deploy-time settings read from <meta> tags of index.html (editable without a rebuild).

export const DEFAULT_HELP_CENTRE_URL = '/content';
export const DEFAULT_SUPPORT_TICKET_URL = 'https://support.besmart.example/tickets/new';

function meta(name: string): string | undefined {
  const value = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content?.trim();
  return value || undefined;
}

export interface SupportLinks {
  helpCentre: string;
  openTicket: string;
}

export function supportLinks(): SupportLinks {
  return {
    helpCentre: meta('besmart:help-centre-url') ?? DEFAULT_HELP_CENTRE_URL,
    openTicket: meta('besmart:support-ticket-url') ?? DEFAULT_SUPPORT_TICKET_URL,
  };
}
