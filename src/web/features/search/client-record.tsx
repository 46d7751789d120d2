import { useState } from 'react';
import type { AppointmentDto, ClientInfoDto } from '../../../shared/api/clients';
import type { Language } from '../../../shared/languages';
import { ClientTable } from './client-table';
import { MessageLanguageField } from './message-language-field';

/**
 * One client opened on the search screen: the language of the desk's messages to them, then
 * their appointments. A language chosen for one client is forgotten when another is opened
 * (the page keys this by the client).
 */
export function ClientRecord({
  client,
  onChanged,
}: {
  client: ClientInfoDto;
  onChanged: (appointment: AppointmentDto) => void;
}) {
  const [language, setLanguage] = useState<Language | undefined>(undefined);
  return (
    <>
      <MessageLanguageField
        preferred={client.preferred_language}
        chosen={language}
        onChoose={setLanguage}
      />
      <ClientTable client={client} onChanged={onChanged} messageLanguage={language} />
    </>
  );
}
