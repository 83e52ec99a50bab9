export { CompleteProfileDialog, missingWhatsappDetails } from './components/complete-profile-dialog';
