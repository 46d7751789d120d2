import type { SeedTexts } from './types';

export const de: SeedTexts = {
  terms: (b) => ({
    title: `Nutzungsbedingungen von ${b}`,
    body: `
## Über diese Bedingungen
Diese Bedingungen gelten, wenn Sie in einer Klinik von ${b} eine Infusionstherapie oder eine andere Behandlung buchen und erhalten. Wenn Sie ihnen zustimmen, schließen Sie und ${b} eine Vereinbarung zu diesen Bedingungen. Ihre Rechte als Verbraucher bleiben unberührt.

## Vor Ihrer Behandlung
- Sie beantworten unseren medizinischen Fragebogen wahrheitsgemäß und vollständig und teilen uns vor jedem Besuch jede Änderung Ihrer Gesundheit oder Ihrer Medikamente mit.
- Eine Ärztin oder ein Arzt prüft Ihre Antworten und entscheidet, ob die Behandlung für Sie geeignet ist. Wir können eine Behandlung ablehnen oder verschieben, die für Sie nicht sicher wäre; eine Behandlung, die Sie nicht erhalten haben, bezahlen Sie nicht.
- Wir prüfen Ihre Identität, bevor wir Sie behandeln.
- Unsere Behandlungen sind für Erwachsene ab 18 Jahren.

## Ihre Behandlung
- Geschultes medizinisches Personal gibt die Infusionstherapie, nachdem Sie die Einwilligungserklärung gelesen und unterschrieben haben; sie erklärt, was die Behandlung umfasst und welche Risiken sie hat.
- Sie können die Behandlung jederzeit abbrechen.
- Nach einer Infusion bitten wir Sie, 30 Minuten bei uns zu bleiben, weil Ihr Blutdruck sinken kann. Wenn Sie früher gehen, tun Sie das auf eigene Gefahr.
- Eine Infusionstherapie ersetzt nicht die Behandlung durch Ihre Hausärztin, Ihren Hausarzt oder ein Krankenhaus. Rufen Sie im Notfall den Rettungsdienst.

## Blutuntersuchungen
Etwa 2,5 % der Blutproben müssen erneut entnommen werden, zum Beispiel wenn eine Probe beschädigt oder zu klein ist. Die Proben werden vernichtet, sobald das Labor sie ausgewertet hat.

## Termine, Änderungen und Absagen
- Sie können online oder in einer Klinik buchen. Bitte kommen Sie pünktlich; bei Verspätung müssen wir Ihre Behandlung eventuell kürzen oder einen anderen Termin vereinbaren.
- Bitte sagen Sie uns so früh wie möglich Bescheid, wenn Sie einen Termin ändern oder absagen müssen. Die Klinik nennt Ihnen etwaige Stornogebühren vor der Buchung.
- Wenn wir absagen müssen, bieten wir Ihnen einen anderen Termin an.

## Preise und Zahlung
Der Preis jeder Behandlung wird in der Klinik und bei der Buchung angezeigt. Die Zahlung ist bei Ihrem Besuch fällig.

## Ihre Daten
Wir verwenden Ihre persönlichen Daten und Gesundheitsdaten so, wie es unsere Datenschutzerklärung beschreibt. Ihre Einwilligung in die Behandlung wird alle 12 Monate erneuert.

## Unsere Haftung
Wir behandeln Sie mit angemessener Sorgfalt und Fachkunde. Nichts in diesen Bedingungen beschränkt unsere Haftung für Tod oder Körperverletzung durch unsere Fahrlässigkeit oder eine andere Haftung, die nach dem Gesetz nicht beschränkt werden darf.

## Beschwerden
Wenn Sie mit etwas unzufrieden sind, sagen Sie es bitte der Klinik oder fragen Sie nach unserem Beschwerdeverfahren. Wir beantworten jede Beschwerde.

## Änderungen dieser Bedingungen
Wenn wir diese Bedingungen ändern, veröffentlichen wir eine neue Fassung und bitten Sie bei Ihrem nächsten Besuch, sie zu lesen und ihr zuzustimmen. Die Fassung, der Sie zugestimmt haben, wird mit Ihrer Akte aufbewahrt. Es gilt das Recht des Landes der Klinik, in der Sie behandelt werden.
`,
  }),
  privacy: (b) => ({
    title: `Datenschutzerklärung von ${b}`,
    body: `
## Wer wir sind
${b} betreibt Kliniken für Infusionstherapie. ${b} ist verantwortlich für die personenbezogenen Daten, die diese Erklärung beschreibt. Fragen zu Ihren Daten richten Sie bitte an den Empfang einer unserer Kliniken oder als Antwort auf eine Nachricht, die wir Ihnen geschickt haben; fragen Sie nach unserer oder unserem Datenschutzbeauftragten.

## Was wir erheben
- Ihren Namen, Ihre Anrede, Ihr Geschlecht, Ihr Geburtsdatum, Ihren Beruf, Ihre Adresse, E-Mail-Adresse und Mobilnummer.
- Name, Beziehung zu Ihnen und Telefonnummer Ihrer Kontaktperson für Notfälle.
- Die Gesundheitsdaten aus dem medizinischen Fragebogen: Vorerkrankungen, Medikamente, Allergien, Schwangerschaft und Stillzeit, Lebensweise, Größe und Gewicht sowie Ihre Behandlungsziele.
- Was unsere Ärztinnen, Ärzte und Pflegekräfte festhalten: die Prüfung Ihres Fragebogens, Ihre Vitalwerte, die gegebene Behandlung (Produkte, Dosen und Chargennummern), Blutuntersuchungen und Notizen.
- Ihre Unterschriften, den Zeitpunkt der Unterschrift sowie die Internetadresse und das Gerät, mit dem Sie unterschrieben haben.
- Kopien von Dokumenten, die Sie uns zeigen, etwa eines Ausweises, wenn wir Ihre Identität prüfen.
- Ihre Termine und die Nachrichten, die wir Ihnen senden.

## Wozu wir sie verwenden, und auf welcher Rechtsgrundlage
- Um Sie sicher zu behandeln: um zu prüfen, ob eine Behandlung für Sie geeignet ist, um Sie zu behandeln und Ihre Behandlung zu dokumentieren. Rechtsgrundlage: unser Vertrag mit Ihnen (Art. 6 Abs. 1 lit. b UK-DSGVO); für Gesundheitsdaten die Gesundheitsversorgung durch Fachpersonal (Art. 9 Abs. 2 lit. h).
- Um Ihre Termine zu buchen und zu verwalten und Ihnen Codes, Formular-Links, Bestätigungen und Kopien Ihrer Unterlagen zu senden. Rechtsgrundlage: unser Vertrag mit Ihnen.
- Um die Behandlungsunterlagen aufzubewahren, die Gesetz und Berufsverbände verlangen, und um Beschwerden und Rechtsansprüche zu beantworten. Rechtsgrundlage: rechtliche Verpflichtung (Art. 6 Abs. 1 lit. c) und Rechtsansprüche (Art. 9 Abs. 2 lit. f).
- Um unsere Systeme und Ihre Daten zu schützen, auch durch ein Protokoll, wer Ihre Akte geöffnet hat. Rechtsgrundlage: unsere berechtigten Interessen (Art. 6 Abs. 1 lit. f).

Wir verkaufen Ihre Daten nicht und nutzen sie ohne Ihre gesonderte Einwilligung nicht für Werbung.

## Mit wem wir sie teilen
- Mit Ihrer Hausärztin oder Ihrem Hausarzt, nur wenn Sie es im Fragebogen erlauben.
- Mit Laboren, die Ihre Blutproben untersuchen.
- Mit Unternehmen, die unsere Systeme betreiben und unsere E-Mails und SMS versenden, auf Grund von Verträgen, die ihnen die Nutzung Ihrer Daten nur nach unseren Anweisungen erlauben.
- Mit Aufsichtsbehörden, Gerichten oder der Polizei, wenn das Gesetz es verlangt, und mit dem Rettungsdienst, wenn Ihr Leben in Gefahr ist.

## Wie lange wir sie aufbewahren
Wir bewahren Ihre Behandlungsakte, einschließlich Fragebögen und Unterschriften, 8 Jahre nach Ihrer letzten Behandlung auf, wie es die britischen Empfehlungen für Gesundheitsakten Erwachsener vorsehen, und löschen sie dann sicher. Bei einer Beschwerde oder einem Rechtsanspruch bewahren wir das Nötige bis zur Klärung auf. Blutproben werden vernichtet, sobald das Labor sie ausgewertet hat.

## Wie wir sie schützen
Nur das Personal der Klinik, die Sie besuchen, kann Ihre medizinische Akte öffnen, und jeder Zugriff wird protokolliert. Ihre Daten werden zwischen Ihrem Gerät und unseren Systemen verschlüsselt übertragen.

## Ihre Rechte
Nach britischem Datenschutzrecht (UK-DSGVO und Data Protection Act 2018) haben Sie das Recht:
- eine Kopie Ihrer Daten zu verlangen;
- uns zu bitten, falsche Daten zu berichtigen;
- uns zu bitten, Ihre Daten zu löschen oder ihre Nutzung einzuschränken (Behandlungsakten müssen wir eventuell für den oben genannten Zeitraum aufbewahren);
- einer Nutzung Ihrer Daten zu widersprechen, die auf unseren berechtigten Interessen beruht;
- die Daten, die Sie uns gegeben haben, in einem übertragbaren Format zu erhalten;
- eine erteilte Einwilligung, etwa zur Weitergabe an Ihre Hausärztin oder Ihren Hausarzt, jederzeit zu widerrufen.

Wir antworten innerhalb eines Monats und kostenlos.

## Kliniken außerhalb des Vereinigten Königreichs
In unseren Kliniken in anderen Ländern gilt zusätzlich das Datenschutzrecht des jeweiligen Landes. In den Vereinigten Staaten erklärt die HIPAA-Autorisierung in Ihrem Fragebogen, wie Ihre Gesundheitsdaten verwendet und weitergegeben werden.

## Beschwerden
Wenn Sie mit dem Umgang mit Ihren Daten unzufrieden sind, sagen Sie es bitte zuerst uns. Sie können sich auch beim Information Commissioner's Office beschweren (ico.org.uk, 0303 123 1113).

## Änderungen dieser Erklärung
Wenn wir diese Erklärung ändern, veröffentlichen wir eine neue Fassung und bitten Sie bei Ihrem nächsten Besuch, sie zu lesen und ihr zuzustimmen. Die Fassung, der Sie zugestimmt haben, wird mit Ihrer Akte aufbewahrt.
`,
  }),
};
