import { languageSchema } from '@wayfare/contract';
import { Switch } from '../../../components/ui/kit/switch';
import { LANGUAGE_NAMES } from '../model/studio-language';
import { DocNumber, DocSelect, DocText } from './doc-fields';
import { useEditor } from './editor-context';
import { useStudioText } from './studio-text';
import styles from './studio.module.css';

const LANGUAGES = languageSchema.options.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/** Brand details (spec §3): names, phone, currency and language, policies with the cookie-policy link, footer. */
export function DetailsSection() {
  const t = useStudioText();
  return (
    <div className={styles.section}>
      <div className={styles.grid}>
        <DocText path="attributes.brandDetails.brandName" label={t('details.brandName')} />
        <DocText path="attributes.brandDetails.pageTitle" label={t('details.pageTitle')} />
        <DocText path="attributes.brandDetails.phoneNumber" label={t('details.phone')} type="tel" />
        <DocText path="attributes.brandDetails.phonePrivacyPolicyUrl" label={t('details.phonePrivacy')} optional />
        <DocSelect path="attributes.language" label={t('details.language')} options={LANGUAGES} />
        <DocText path="attributes.country" label={t('details.country')} />
        <DocText path="attributes.brandDetails.currency" label={t('details.currency')} optional />
        <DocNumber path="attributes.brandDetails.pointsConversionRate" label={t('details.pointsRate')} />
        <DocText path="attributes.brandDetails.customPointsLabel" label={t('details.pointsLabel')} optional />
      </div>
      <h3 className={styles.subheading}>{t('details.policies')}</h3>
      <div className={styles.grid}>
        <DocText path="attributes.brandDetails.policies.privacy" label={t('details.privacy')} />
        <DocText path="attributes.brandDetails.policies.cookies" label={t('details.cookies')} optional />
        <DocText path="attributes.brandDetails.policies.termsConditions" label={t('details.terms')} />
      </div>
      <h3 className={styles.subheading}>{t('details.footer')}</h3>
      <div className={styles.grid}>
        <DocText path="attributes.footer.legalTextKey" label={t('details.legalText')} />
        <DocText path="attributes.footer.footerScriptUrl" label={t('details.footerScript')} optional />
      </div>
    </div>
  );
}

/** Feature flags of the brand (spec §3 "Feature flag": name, enabled), published with the configuration. */
export function FlagsSection() {
  const t = useStudioText();
  const { document, set } = useEditor();
  return (
    <div className={styles.section}>
      {document.flags.length === 0 && <p>{t('details.noFlags')}</p>}
      {document.flags.map((flag, index) => (
        <Switch key={flag.name} isSelected={flag.enabled} onChange={(next) => set(`flags.${index}.enabled`, next)}>
          {flag.name}
        </Switch>
      ))}
    </div>
  );
}
