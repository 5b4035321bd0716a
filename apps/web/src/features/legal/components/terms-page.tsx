import { useLegalFacts } from '../hooks/use-legal-facts';
import {
  ContactSection,
  InlineLink,
  LegalDocument,
  LegalList,
  LegalSection,
  MailLink,
  Strong,
} from './legal-document';

export function TermsPage() {
  const facts = useLegalFacts();
  return (
    <LegalDocument
      title="Terms of Service"
      summary={`These terms are the agreement between you and ${facts.product} for using our website and services. In short: you must be at least ${facts.minimumAge}, you sign in with ${facts.identityProvider}, you may only connect a ${facts.musicService} artist profile you are entitled to represent, and you keep the rights to your music while we make and sell merch for you.`}
    >
      <LegalSection title="1. Accepting these terms">
        <p>
          By creating an account or using {facts.product} you agree to these terms and to our{' '}
          <InlineLink to="/privacy">Privacy Policy</InlineLink>. If you use {facts.product} for an
          artist, band, label or company, you confirm that you may accept these terms on its behalf.
        </p>
      </LegalSection>

      <LegalSection title="2. Who can use Encore">
        <p>
          You must be at least <Strong>{facts.minimumAge} years old</Strong>. If you are under the
          age of majority where you live, your parent or guardian must accept these terms for you
          and is responsible for your use of {facts.product}.
        </p>
      </LegalSection>

      <LegalSection title="3. Your account">
        <p>
          You sign in with your {facts.identityProvider} account, which we use only for
          authentication. Keep access to it secure: you are responsible for what happens under your
          account. Tell us at <MailLink address={facts.contactEmail} /> if you believe someone else
          is using it.
        </p>
      </LegalSection>

      <LegalSection title="4. What Encore does">
        <p>
          You paste a public {facts.musicService} artist link, confirm the artist, and{' '}
          {facts.product} generates merch designs and product mockups from the music profile. You
          choose designs and launch a store hosted on a shop platform; creating the store usually
          takes 3 to 7 minutes. There is no upfront cost and no inventory to hold, and orders are
          produced and shipped automatically by our fulfilment partners.
        </p>
        <p>
          When we are at capacity, new accounts join a waiting list and some features may need an
          invite code. We may change, add or remove features over time.
        </p>
      </LegalSection>

      <LegalSection title="5. Your music, your content">
        <LegalList>
          <li>
            You may only connect an artist profile that is yours or that you are authorised to
            represent, and you must have the rights to the names, images and artwork used for your
            merch.
          </li>
          <li>
            You keep ownership of your music, name and artwork. You give {facts.product} a
            worldwide, non-exclusive licence to use them, and your public {facts.musicService}{' '}
            profile data, to generate designs, show mockups, and run and promote your store while it
            is live.
          </li>
          <li>
            You may use the designs we generate for your own merch. {facts.product} keeps the rights
            in its templates, software and the service itself.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection title="6. Stores, orders and payments">
        <p>
          Your store sells products made on demand. Prices, your earnings and payout details are
          shown in the app before you launch. Fans buy under the store&rsquo;s checkout terms;
          payments are handled by our payment processor. You can take your store offline or make it
          private at any time from your store settings.
        </p>
      </LegalSection>

      <LegalSection title="7. Acceptable use">
        <p>You agree not to:</p>
        <LegalList>
          <li>impersonate another artist or connect a profile you do not represent;</li>
          <li>
            sell designs that infringe anyone&rsquo;s rights or that are hateful, violent or
            unlawful;
          </li>
          <li>
            break, overload, scrape or reverse engineer the service, or get around its security or
            limits;
          </li>
          <li>use {facts.product} for anything illegal.</li>
        </LegalList>
      </LegalSection>

      <LegalSection title="8. Third-party services">
        <p>
          {facts.product} relies on {facts.identityProvider} (sign-in), {facts.musicService} (artist
          data), {facts.storageProvider} (files), and commerce partners for the shop platform,
          payments and fulfilment. Their own terms apply to your use of their services.{' '}
          {facts.product} is not affiliated with or endorsed by {facts.identityProvider} or{' '}
          {facts.musicService}.
        </p>
      </LegalSection>

      <LegalSection title="9. Ending your account">
        <p>
          You can delete your account at any time from your profile. We may suspend or close
          accounts that break these terms or put other users at risk. After deletion your personal
          information is removed as described in the Privacy Policy; designs and store data already
          created may be kept but are no longer linked to you.
        </p>
      </LegalSection>

      <LegalSection title="10. Disclaimers and liability">
        <p>
          {facts.product} is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. Generated
          designs are created automatically, so review them before you sell. To the extent the law
          allows, {facts.product} is not liable for indirect or consequential losses, and our total
          liability is limited to the greater of what you paid {facts.product} in the 12 months
          before the claim and 100 US dollars. Nothing here limits rights you have under consumer
          law that cannot be waived.
        </p>
        <p>
          You agree to cover {facts.product}&rsquo;s reasonable costs arising from claims that
          content you supplied infringes someone else&rsquo;s rights.
        </p>
      </LegalSection>

      <LegalSection title="11. Governing law">
        <p>
          These terms are governed by the laws of {facts.jurisdiction}, and disputes are decided by
          the courts of {facts.jurisdiction}, unless the law where you live gives you the right to
          bring a claim at home.
        </p>
      </LegalSection>

      <LegalSection title="12. Changes to these terms">
        <p>
          When we change these terms we update the date at the top and, for significant changes,
          tell you in the app or by email before they take effect. If you keep using {facts.product}{' '}
          after that, the new terms apply.
        </p>
      </LegalSection>

      <ContactSection title="13. Contact us" />
    </LegalDocument>
  );
}
