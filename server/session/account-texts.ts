/**
 * The texts of the account widgets in each language the demo site offers
 * (English, French), served to the islands by GET /api/site-users/texts
 * (kept out of the shopper bundle). Failure texts are keyed by the API's
 * error codes (errors.ts); `{email}` and `{date}` are filled in by the
 * client.
 */
import { SESSION_ERRORS } from './errors.js';

const EN = {
  signInTitle: 'Sign in',
  signUpTitle: 'Create an account',
  email: 'Email',
  password: 'Password',
  rememberMe: 'Keep me signed in',
  signIn: 'Sign in',
  signUp: 'Create account',
  forgotTitle: 'Forgot your password?',
  sendReset: 'Email me a reset link',
  resetSent: 'If an account uses this email, a reset link is on its way.',
  accountTitle: 'Your account',
  signedInAs: 'Signed in as {email}',
  ordersLink: 'Your orders and subscriptions',
  signOut: 'Sign out',
  keepCart: 'Keep my cart on this device',
  sessionsTitle: 'Signed-in devices',
  thisDevice: 'This device',
  since: 'Since {date}',
  revoke: 'Sign out this device',
  membershipsTitle: 'Memberships',
  noMemberships: 'No memberships yet.',
  joinPrompt: 'Join to see the page you came from.',
  join: 'Join',
  continueBack: 'Back to the page',
  newPassword: 'New password',
  setPassword: 'Set password',
  passwordSet: 'Your password is set. Sign in with it now.',
  working: 'Please wait…',
  addressesTitle: 'Address book',
  noAddresses: 'No addresses yet.',
  addAddress: 'Add address',
  removeAddress: 'Remove',
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    line1: 'Address',
    line2: 'Address line 2',
    city: 'City',
    state: 'State or region',
    zip: 'Postal code',
    country: 'Country',
    phone: 'Phone',
  } as Record<string, string>,
  // The API's own texts (errors.ts).
  errors: Object.fromEntries(Object.entries(SESSION_ERRORS).map(([code, e]) => [code, e.text])) as Record<string, string>,
  network: 'Please check your internet connection.',
};

export type AccountTexts = typeof EN;

const FR: AccountTexts = {
  signInTitle: 'Se connecter',
  signUpTitle: 'Créer un compte',
  email: 'E-mail',
  password: 'Mot de passe',
  rememberMe: 'Rester connecté',
  signIn: 'Se connecter',
  signUp: 'Créer le compte',
  forgotTitle: 'Mot de passe oublié ?',
  sendReset: 'M’envoyer un lien de réinitialisation',
  resetSent: 'Si un compte utilise cet e-mail, un lien de réinitialisation vous a été envoyé.',
  accountTitle: 'Votre compte',
  signedInAs: 'Connecté en tant que {email}',
  ordersLink: 'Vos commandes et abonnements',
  signOut: 'Se déconnecter',
  keepCart: 'Garder mon panier sur cet appareil',
  sessionsTitle: 'Appareils connectés',
  thisDevice: 'Cet appareil',
  since: 'Depuis le {date}',
  revoke: 'Déconnecter cet appareil',
  membershipsTitle: 'Adhésions',
  noMemberships: 'Aucune adhésion pour le moment.',
  joinPrompt: 'Rejoignez-nous pour voir la page d’où vous venez.',
  join: 'Rejoindre',
  continueBack: 'Retour à la page',
  newPassword: 'Nouveau mot de passe',
  setPassword: 'Enregistrer le mot de passe',
  passwordSet: 'Votre mot de passe est enregistré. Connectez-vous avec.',
  working: 'Veuillez patienter…',
  addressesTitle: 'Carnet d’adresses',
  noAddresses: 'Aucune adresse pour le moment.',
  addAddress: 'Ajouter l’adresse',
  removeAddress: 'Supprimer',
  fields: {
    firstName: 'Prénom',
    lastName: 'Nom',
    line1: 'Adresse',
    line2: 'Complément d’adresse',
    city: 'Ville',
    state: 'État ou région',
    zip: 'Code postal',
    country: 'Pays',
    phone: 'Téléphone',
  },
  errors: {
    EMAIL_INVALID: 'Veuillez saisir une adresse e-mail valide',
    PASSWORD_TOO_SHORT: 'Votre mot de passe doit comporter au moins 8 caractères.',
    EMAIL_TAKEN: 'Un compte utilise déjà cet e-mail. Connectez-vous.',
    BAD_CREDENTIALS: 'Cet e-mail et ce mot de passe ne correspondent à aucun compte.',
    RATE_LIMITED: 'Veuillez réessayer dans quelques secondes.',
    RESET_LINK_INVALID: 'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.',
    SETUP_LINK_INVALID: 'Ce lien de configuration est invalide, déjà utilisé ou expiré. Redémarrez le serveur pour en afficher un nouveau.',
    OWNER_EXISTS: 'Ce site a déjà un propriétaire. Connectez-vous.',
    CRUMB_FAIL: 'Votre session a expiré. Veuillez recharger la page et réessayer.',
    ADDRESS_INCOMPLETE: 'Veuillez indiquer le nom, la rue, la ville, le code postal et le pays.',
    ADDRESS_BOOK_FULL: 'Votre carnet d’adresses est plein. Supprimez d’abord une adresse.',
  },
  network: 'Veuillez vérifier votre connexion Internet.',
};

const BY_LANGUAGE: Record<string, AccountTexts> = { en: EN, fr: FR };

export function accountTexts(locale: string): AccountTexts {
  return BY_LANGUAGE[locale.slice(0, 2).toLowerCase()] ?? EN;
}
