import type { SeedTexts } from './types';

export const es: SeedTexts = {
  terms: (b) => ({
    title: `Condiciones del servicio de ${b}`,
    body: `
## Sobre estas condiciones
Estas condiciones se aplican cuando reserva y recibe terapia intravenosa u otro tratamiento en una clínica de ${b}. Al aceptarlas, usted y ${b} llegan a un acuerdo en estos términos. No afectan a sus derechos como consumidor.

## Antes de su tratamiento
- Usted responde a nuestro cuestionario médico de forma veraz y completa, y nos informa de cualquier cambio en su salud o en sus medicamentos antes de cada visita.
- Un profesional sanitario revisa sus respuestas y decide si el tratamiento es adecuado para usted. Podemos rechazar o aplazar un tratamiento que no sea seguro para usted; no paga un tratamiento que no ha recibido.
- Comprobamos su identidad antes de tratarle.
- Nuestros tratamientos son para adultos de 18 años o más.

## Su tratamiento
- Personal clínico formado administra la terapia intravenosa después de que usted haya leído y firmado el consentimiento informado, que explica en qué consiste el tratamiento y sus riesgos.
- Puede interrumpir el tratamiento en cualquier momento.
- Después de una infusión le pedimos que se quede 30 minutos con nosotros, porque su tensión arterial puede bajar. Si decide irse antes, lo hace bajo su propia responsabilidad.
- La terapia intravenosa no sustituye la atención de su médico ni de un hospital. En una emergencia, llame a los servicios de emergencia.

## Análisis de sangre
Alrededor del 2,5 % de las muestras de sangre deben tomarse de nuevo, por ejemplo cuando una muestra está dañada o es insuficiente. Las muestras se desechan en cuanto el laboratorio las ha procesado.

## Citas, cambios y cancelaciones
- Puede reservar en línea o en una clínica. Llegue puntual, por favor; si llega tarde, puede que tengamos que acortar su tratamiento o darle otra cita.
- Avísenos lo antes posible si necesita cambiar o cancelar una cita. La clínica le informa de cualquier cargo por cancelación antes de reservar.
- Si tenemos que cancelar, le ofrecemos otra hora.

## Precios y pago
El precio de cada tratamiento se muestra en la clínica y al reservar. El pago se realiza en su visita.

## Su información
Usamos su información personal y de salud como explica nuestra política de privacidad. Su consentimiento al tratamiento se renueva cada 12 meses.

## Nuestra responsabilidad
Prestamos el tratamiento con un cuidado y una competencia razonables. Nada en estas condiciones limita nuestra responsabilidad por muerte o lesiones personales causadas por nuestra negligencia, ni ninguna otra responsabilidad que la ley no nos permita limitar.

## Reclamaciones
Si algo no le ha satisfecho, dígaselo a la clínica o pida nuestro procedimiento de reclamaciones. Respondemos a todas las reclamaciones.

## Cambios en estas condiciones
Cuando cambiamos estas condiciones, publicamos una nueva versión y le pedimos que la lea y la acepte en su próxima visita. La versión que aceptó se guarda con su historial. Estas condiciones se rigen por la ley del país de la clínica donde recibe el tratamiento.
`,
  }),
  privacy: (b) => ({
    title: `Política de privacidad de ${b}`,
    body: `
## Quiénes somos
${b} gestiona clínicas de terapia intravenosa. ${b} es el responsable del tratamiento de la información personal que describe esta política. Para preguntar por su información, diríjase a la recepción de cualquiera de nuestras clínicas o responda a un mensaje que le hayamos enviado, y pregunte por nuestro responsable de protección de datos.

## Qué recogemos
- Su nombre, tratamiento de cortesía, género, fecha de nacimiento, profesión, dirección, correo electrónico y número de móvil.
- El nombre, la relación con usted y el teléfono de su contacto de emergencia.
- La información de salud que nos da en el cuestionario médico: antecedentes, medicamentos, alergias, embarazo y lactancia, estilo de vida, estatura y peso, y sus objetivos de tratamiento.
- Lo que registran nuestros profesionales y enfermeros: la revisión de su cuestionario, sus constantes vitales, el tratamiento administrado (productos, dosis y números de lote), los análisis de sangre y las notas.
- Sus firmas, cuándo firmó y la dirección de internet y el dispositivo desde el que firmó.
- Copias de los documentos que nos muestra, como un documento de identidad, cuando comprobamos quién es usted.
- Sus citas y los mensajes que le enviamos.

## Para qué la usamos y con qué base jurídica
- Para atenderle de forma segura: comprobar que un tratamiento es adecuado para usted, tratarle y conservar el registro de su tratamiento. Base jurídica: nuestro contrato con usted (artículo 6(1)(b) del RGPD del Reino Unido); para la información de salud, la prestación de asistencia sanitaria por profesionales (artículo 9(2)(h)).
- Para reservar y gestionar sus citas y enviarle códigos, enlaces a formularios, confirmaciones y copias de sus registros. Base jurídica: nuestro contrato con usted.
- Para conservar los registros clínicos que exigen la ley y nuestros colegios profesionales, y responder a reclamaciones y acciones legales. Base jurídica: obligación legal (artículo 6(1)(c)) y acciones legales (artículo 9(2)(f)).
- Para proteger nuestros sistemas y su información, incluido un registro de quién abrió su historial. Base jurídica: nuestros intereses legítimos (artículo 6(1)(f)).

No vendemos su información ni la usamos para marketing sin su consentimiento aparte.

## Con quién la compartimos
- Con su médico de cabecera, solo si nos da permiso en el cuestionario.
- Con los laboratorios que analizan las muestras de sangre que nos da.
- Con las empresas que alojan nuestros sistemas y envían nuestros correos y SMS, mediante contratos que solo les permiten usar su información siguiendo nuestras instrucciones.
- Con autoridades, tribunales o la policía cuando la ley lo exige, y con los servicios de emergencia cuando su vida corre peligro.

## Cuánto tiempo la conservamos
Conservamos su historial clínico, incluidos sus cuestionarios y firmas, durante 8 años después de su último tratamiento, como recomiendan las pautas del Reino Unido para historiales de adultos, y después lo eliminamos de forma segura. Si hay una reclamación o una acción legal, conservamos lo necesario hasta que se resuelva. Las muestras de sangre se desechan en cuanto el laboratorio las ha procesado.

## Cómo la protegemos
Solo el personal de la clínica que visita puede abrir su historial médico, y cada acceso queda registrado. Su información viaja cifrada entre su dispositivo y nuestros sistemas.

## Sus derechos
Según la ley de protección de datos del Reino Unido (el RGPD del Reino Unido y la Data Protection Act 2018), tiene derecho a:
- pedir una copia de su información;
- pedirnos que corrijamos información incorrecta;
- pedirnos que borremos su información o que limitemos su uso (puede que debamos conservar los registros clínicos durante el plazo indicado);
- oponerse a un uso de su información basado en nuestros intereses legítimos;
- recibir la información que nos dio en un formato que pueda llevar a otro lugar;
- retirar en cualquier momento un consentimiento que haya dado, como el permiso para compartir con su médico.

Respondemos en el plazo de un mes, sin coste.

## Clínicas fuera del Reino Unido
En nuestras clínicas de otros países se aplica también la ley de protección de datos de ese país. En Estados Unidos, la autorización HIPAA de su cuestionario explica cómo se usa y comunica su información de salud.

## Reclamaciones
Si no está satisfecho con el uso de su información, díganoslo primero. También puede reclamar ante la Information Commissioner's Office (ico.org.uk, 0303 123 1113).

## Cambios en esta política
Cuando cambiamos esta política, publicamos una nueva versión y le pedimos que la lea y la acepte en su próxima visita. La versión que aceptó se guarda con su historial.
`,
  }),
};
