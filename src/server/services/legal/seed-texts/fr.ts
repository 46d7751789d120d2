import type { SeedTexts } from './types';

export const fr: SeedTexts = {
  terms: (b) => ({
    title: `Conditions d’utilisation de ${b}`,
    body: `
## À propos de ces conditions
Ces conditions s’appliquent lorsque vous réservez et recevez une thérapie par intraveineuse ou un autre soin dans une clinique ${b}. En les acceptant, vous et ${b} concluez un accord selon ces conditions. Elles n’affectent pas vos droits de consommateur.

## Avant votre soin
- Vous répondez à notre questionnaire médical de manière sincère et complète, et vous nous signalez tout changement de votre santé ou de vos médicaments avant chaque visite.
- Un praticien examine vos réponses et décide si le soin vous convient. Nous pouvons refuser ou reporter un soin qui ne serait pas sûr pour vous ; vous ne payez pas un soin que vous n’avez pas reçu.
- Nous vérifions votre identité avant de vous soigner.
- Nos soins sont réservés aux adultes de 18 ans et plus.

## Votre soin
- Un personnel clinique formé administre la thérapie par intraveineuse après que vous avez lu et signé le consentement éclairé, qui explique en quoi consiste le soin et ses risques.
- Vous pouvez arrêter le soin à tout moment.
- Après une perfusion, nous vous demandons de rester 30 minutes avec nous, car votre tension artérielle peut baisser. Si vous choisissez de partir plus tôt, c’est à vos propres risques.
- La thérapie par intraveineuse ne remplace pas les soins de votre médecin ou d’un hôpital. En cas d’urgence, appelez les services d’urgence.

## Analyses de sang
Environ 2,5 % des prélèvements sanguins doivent être refaits, par exemple lorsqu’un échantillon est abîmé ou insuffisant. Les échantillons sont détruits une fois analysés par le laboratoire.

## Rendez-vous, modifications et annulations
- Vous pouvez réserver en ligne ou dans une clinique. Merci d’arriver à l’heure ; en cas de retard, nous pourrons devoir raccourcir votre soin ou fixer un autre rendez-vous.
- Prévenez-nous dès que possible si vous devez modifier ou annuler un rendez-vous. La clinique vous informe de tous frais d’annulation avant votre réservation.
- Si nous devons annuler, nous vous proposons un autre horaire.

## Prix et paiement
Le prix de chaque soin est affiché à la clinique et lors de la réservation. Le paiement est dû lors de votre visite.

## Vos informations
Nous utilisons vos informations personnelles et de santé comme l’explique notre politique de confidentialité. Votre consentement au soin est renouvelé tous les 12 mois.

## Notre responsabilité
Nous prodiguons les soins avec une compétence et un soin raisonnables. Rien dans ces conditions ne limite notre responsabilité en cas de décès ou de dommage corporel causé par notre négligence, ni toute autre responsabilité que la loi ne nous permet pas de limiter.

## Réclamations
Si vous n’êtes pas satisfait, parlez-en à la clinique ou demandez notre procédure de réclamation. Nous répondons à chaque réclamation.

## Modifications de ces conditions
Lorsque nous modifions ces conditions, nous publions une nouvelle version et vous demandons de la lire et de l’accepter lors de votre prochaine visite. La version que vous avez acceptée est conservée dans votre dossier. Ces conditions sont régies par le droit du pays de la clinique où vous êtes soigné.
`,
  }),
  privacy: (b) => ({
    title: `Politique de confidentialité de ${b}`,
    body: `
## Qui sommes-nous
${b} gère des cliniques de thérapie par intraveineuse. ${b} est le responsable du traitement des informations personnelles décrites dans cette politique. Pour toute question sur vos informations, adressez-vous à l’accueil de l’une de nos cliniques ou répondez à un message que nous vous avons envoyé, et demandez notre responsable de la protection des données.

## Ce que nous collectons
- Vos nom, civilité, genre, date de naissance, profession, adresse, adresse e-mail et numéro de mobile.
- Le nom, le lien avec vous et le numéro de téléphone de votre contact d’urgence.
- Les informations de santé que vous donnez dans le questionnaire médical : antécédents, médicaments, allergies, grossesse et allaitement, mode de vie, taille et poids, et vos objectifs de soin.
- Ce que nos praticiens et infirmiers consignent : l’examen de votre questionnaire, vos signes vitaux, le soin administré (produits, doses et numéros de lot), les analyses de sang et les notes.
- Vos signatures, le moment où vous avez signé, ainsi que l’adresse internet et l’appareil utilisés pour signer.
- Les copies des documents que vous nous présentez, comme une pièce d’identité, lorsque nous vérifions qui vous êtes.
- Vos rendez-vous et les messages que nous vous envoyons.

## Pourquoi nous les utilisons, et sur quelle base légale
- Pour vous soigner en toute sécurité : vérifier qu’un soin vous convient, vous soigner et conserver le dossier de vos soins. Base légale : notre contrat avec vous (article 6(1)(b) du RGPD britannique) ; pour les informations de santé, la fourniture de soins par des professionnels de santé (article 9(2)(h)).
- Pour réserver et gérer vos rendez-vous et vous envoyer des codes, des liens vers les formulaires, des confirmations et des copies de vos dossiers. Base légale : notre contrat avec vous.
- Pour conserver les dossiers cliniques exigés par la loi et nos organismes professionnels, et répondre aux réclamations et aux actions en justice. Base légale : obligation légale (article 6(1)(c)) et actions en justice (article 9(2)(f)).
- Pour protéger nos systèmes et vos informations, notamment par un journal de qui a ouvert votre dossier. Base légale : nos intérêts légitimes (article 6(1)(f)).

Nous ne vendons pas vos informations et ne les utilisons pas à des fins de marketing sans votre consentement distinct.

## Avec qui nous les partageons
- Votre médecin traitant, uniquement si vous nous y autorisez dans le questionnaire.
- Les laboratoires qui analysent vos prélèvements sanguins.
- Les entreprises qui hébergent nos systèmes et envoient nos e-mails et SMS, dans le cadre de contrats qui ne les autorisent à utiliser vos informations que sur nos instructions.
- Les autorités de contrôle, les tribunaux ou la police lorsque la loi l’exige, et les services d’urgence lorsque votre vie est en danger.

## Combien de temps nous les conservons
Nous conservons votre dossier clinique, y compris vos questionnaires et signatures, pendant 8 ans après votre dernier soin, comme le recommandent les règles britanniques pour les dossiers de santé des adultes, puis nous le supprimons de manière sécurisée. En cas de réclamation ou d’action en justice, nous conservons ce qui est nécessaire jusqu’à son règlement. Les échantillons sanguins sont détruits une fois analysés par le laboratoire.

## Comment nous les protégeons
Seul le personnel de la clinique où vous venez peut ouvrir votre dossier médical, et chaque ouverture est enregistrée. Vos informations circulent chiffrées entre votre appareil et nos systèmes.

## Vos droits
Selon la loi britannique sur la protection des données (le RGPD britannique et le Data Protection Act 2018), vous avez le droit :
- d’obtenir une copie de vos informations ;
- de nous demander de corriger des informations inexactes ;
- de nous demander de supprimer vos informations ou d’en limiter l’utilisation (nous pouvons devoir conserver les dossiers cliniques pendant la durée ci-dessus) ;
- de vous opposer à une utilisation de vos informations fondée sur nos intérêts légitimes ;
- de recevoir les informations que vous nous avez données dans un format que vous pouvez emporter ailleurs ;
- de retirer à tout moment un consentement donné, comme l’autorisation de partager avec votre médecin.

Nous répondons sous un mois, gratuitement.

## Cliniques hors du Royaume-Uni
Dans nos cliniques d’autres pays, la loi de ce pays sur la protection des données s’applique également. Aux États-Unis, l’autorisation HIPAA de votre questionnaire explique comment vos informations de santé sont utilisées et communiquées.

## Réclamations
Si vous n’êtes pas satisfait de l’utilisation de vos informations, dites-le-nous d’abord. Vous pouvez aussi saisir l’Information Commissioner’s Office (ico.org.uk, 0303 123 1113).

## Modifications de cette politique
Lorsque nous modifions cette politique, nous publions une nouvelle version et vous demandons de la lire et de l’accepter lors de votre prochaine visite. La version que vous avez acceptée est conservée dans votre dossier.
`,
  }),
};
