import { languageSchema } from '@wayfare/contract';
import { Switch } from '../../../components/ui/kit/switch';
import { DocNumber, DocSelect, DocText } from './doc-fields';
import { useEditor } from './editor-context';
import styles from './studio.module.css';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', it: 'Italiano', es: 'Español', fr: 'Français' };
const LANGUAGES = languageSchema.options.map((value) => ({ value, label: LANGUAGE_NAMES[value] ?? value }));

/** Brand details (spec §3): names, phone, currency and language, policies with the cookie-policy link, footer. */
export function DetailsSection() {
  return (
    <div className={styles.section}>
      <div className={styles.grid}>
        <DocText path="attributes.brandDetails.brandName" label="Brand name" />
        <DocText path="attributes.brandDetails.pageTitle" label="Page title" />
        <DocText path="attributes.brandDetails.phoneNumber" label="Phone number" type="tel" />
        <DocText path="attributes.brandDetails.phonePrivacyPolicyUrl" label="Phone privacy policy link" optional />
        <DocSelect path="attributes.language" label="Language" options={LANGUAGES} />
        <DocText path="attributes.country" label="Country (ISO code, e.g. IT)" />
        <DocText path="attributes.brandDetails.currency" label="Currency (ISO code, default EUR)" optional />
        <DocNumber path="attributes.brandDetails.pointsConversionRate" label="Points per currency unit" />
        <DocText path="attributes.brandDetails.customPointsLabel" label="Points label" optional />
      </div>
      <h3 className={styles.subheading}>Policies</h3>
      <div className={styles.grid}>
        <DocText path="attributes.brandDetails.policies.privacy" label="Privacy policy link" />
        <DocText path="attributes.brandDetails.policies.cookies" label="Cookie policy link" optional />
        <DocText path="attributes.brandDetails.policies.termsConditions" label="Terms and conditions link" />
      </div>
      <h3 className={styles.subheading}>Footer</h3>
      <div className={styles.grid}>
        <DocText path="attributes.footer.legalTextKey" label="Legal text (translation key)" />
        <DocText path="attributes.footer.footerScriptUrl" label="Footer script URL (https)" optional />
      </div>
    </div>
  );
}

/** Feature flags of the brand (spec §3 "Feature flag": name, enabled), published with the configuration. */
export function FlagsSection() {
  const { document, set } = useEditor();
  return (
    <div className={styles.section}>
      {document.flags.length === 0 && <p>This brand has no feature flags.</p>}
      {document.flags.map((flag, index) => (
        <Switch key={flag.name} isSelected={flag.enabled} onChange={(next) => set(`flags.${index}.enabled`, next)}>
          {flag.name}
        </Switch>
      ))}
    </div>
  );
}
