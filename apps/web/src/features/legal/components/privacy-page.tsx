import { useLegalFacts } from '../hooks/use-legal-facts';
import type { LegalFacts } from '../legal-facts';
import {
  ContactSection,
  InlineLink,
  LegalDocument,
  LegalList,
  LegalSection,
  MailLink,
  Strong,
} from './legal-document';

export function PrivacyPage() {
  const facts = useLegalFacts();
  return (
    <LegalDocument
      title="Privacy Policy"
      summary={`${facts.product} turns an artist’s music profile into merch designs and an online store. To do that we use your ${facts.identityProvider} account to sign you in, public ${facts.musicService} data about the artist you connect, and the designs, store and order data the service creates. We do not sell your personal information and we do not show ads.`}
    >
      <LegalSection title="1. Who we are">
        <p>
          This policy explains how {facts.product} (&ldquo;{facts.product}&rdquo;, &ldquo;we&rdquo;,
          &ldquo;us&rdquo;) collects, uses and shares information when you use our website and
          services. {facts.product} {operatedBy(facts)}is the controller of the personal information
          described here. Questions go to <MailLink address={facts.privacyEmail} />.
        </p>
      </LegalSection>

      <LegalSection title="2. Information we collect">
        <LegalList>
          <li>
            <Strong>Your {facts.identityProvider} account.</Strong> When you sign in with{' '}
            {facts.identityProvider} we receive your name, email address, profile picture (avatar)
            and an account identifier. Your {facts.identityProvider} account is used only to
            authenticate you; we never see your {facts.identityProvider} password.
          </li>
          <li>
            <Strong>Your {facts.musicService} artist profile.</Strong> The artist link you paste and
            the public profile data we fetch for it from {facts.musicService}: artist name and
            identifier, profile images, follower count, genres, popularity, country and the tracks
            and artwork we use to create designs.
          </li>
          <li>
            <Strong>Onboarding details you choose to give.</Strong> Social platforms and profile
            links you add, the role you describe yourself with, an invite code, and how you want to
            hear from us when you are on the waiting list (your email address, or a phone number for
            WhatsApp/SMS).
          </li>
          <li>
            <Strong>Designs and store data.</Strong> The merch designs and product mockups we
            generate for you, the designs you select, and your store&rsquo;s settings and status
            (address, visibility, banner and colour).
          </li>
          <li>
            <Strong>Order data.</Strong> When fans buy from your store: the products, quantities,
            prices and the delivery details needed to make and ship the order. Card details are
            handled by the payment processor and are never stored by {facts.product}.
          </li>
          <li>
            <Strong>Page-view analytics.</Strong> For each page you open: its address and title, the
            time, whether you were signed in and, if so, your user id. We also create a random
            anonymous visitor id in your browser so visits can be counted without knowing who you
            are.
          </li>
          <li>
            <Strong>Technical data.</Strong> Your IP address, browser type and request logs, which
            our servers record to keep the service secure and working.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection title="3. Information kept in your browser">
        <p>
          {facts.product} uses your browser&rsquo;s local storage, not advertising cookies. It holds
          your sign-in session so you stay signed in, the anonymous visitor id, onboarding progress,
          and page views waiting to be sent. Signing out removes your session and account details
          from the browser; the anonymous visitor id stays until you clear your browser data.
        </p>
      </LegalSection>

      <LegalSection title="4. How we use information">
        <LegalList>
          <li>To sign you in and keep your account secure.</li>
          <li>
            To generate designs and mockups from your music, build and run your store, and make and
            deliver orders.
          </li>
          <li>To tell you when a spot opens if you are on the waiting list.</li>
          <li>To understand, in aggregate, which pages are used so we can improve the product.</li>
          <li>To prevent fraud and abuse and to meet our legal obligations.</li>
        </LegalList>
        <p>
          Where the law asks for a legal basis, we rely on performing our contract with you, our
          legitimate interest in running and improving a secure service, your consent (for example
          for WhatsApp/SMS notifications, which you can withdraw at any time) and our legal
          obligations.
        </p>
      </LegalSection>

      <LegalSection title="5. Third parties we work with">
        <p>We share information only with the providers that run parts of the service for us:</p>
        <LegalList>
          <li>
            <Strong>{facts.identityProvider}</Strong>, our identity provider, authenticates you when
            you choose &ldquo;Sign in with {facts.identityProvider}&rdquo;. Its own privacy policy
            applies to your {facts.identityProvider} account.
          </li>
          <li>
            <Strong>{facts.musicService}</Strong>, the music-streaming service, provides the public
            artist data we look up. {facts.product} is not affiliated with or endorsed by{' '}
            {facts.musicService}.
          </li>
          <li>
            <Strong>Our storage provider</Strong>, {facts.storageProvider}, stores design images,
            mockups and store assets.
          </li>
          <li>
            <Strong>Commerce partners</Strong>: the shop platform that hosts your store, the payment
            processor and the print-on-demand partners that produce and ship orders.
          </li>
          <li>
            <Strong>Analytics</Strong>: page views are recorded by {facts.product}&rsquo;s own
            servers or, where enabled, by an analytics provider hosted in the European Union.
          </li>
        </LegalList>
        <p>
          We may also disclose information when the law requires it, to protect our users or rights,
          or as part of a merger or sale of our business. We never sell your personal information.
        </p>
      </LegalSection>

      <LegalSection title="6. How long we keep it">
        <p>
          We keep account information while your account exists. When you delete your account from
          your profile, your account is disconnected and your personal information is removed; the
          designs and store data already created are kept but no longer linked to you, and you may
          onboard again later with the same {facts.identityProvider} account. Order records are kept
          as long as tax and accounting law requires. Analytics events are kept for up to 24 months
          and server logs for up to 30 days.
        </p>
      </LegalSection>

      <LegalSection title="7. Your rights and choices">
        <p>
          Depending on where you live, you may ask to access, correct, export or delete your
          personal information, object to or restrict how we use it, and withdraw consent. Email{' '}
          <MailLink address={facts.privacyEmail} /> and we will answer within 30 days. You may also
          complain to your local data-protection authority.
        </p>
      </LegalSection>

      <LegalSection title="8. Children">
        <p>
          {facts.product} is not meant for children. You must be at least{' '}
          <Strong>{facts.minimumAge} years old</Strong> to use it, and if you are under the age of
          majority where you live, a parent or guardian must agree to our terms. We do not knowingly
          collect information from children under {facts.minimumAge}; if we learn that we have, we
          delete it.
        </p>
      </LegalSection>

      <LegalSection title="9. Security and international transfers">
        <p>
          Data travels over encrypted connections (HTTPS) and access to it is limited to the people
          and systems that need it. No system is perfectly secure, so please tell us at{' '}
          <MailLink address={facts.privacyEmail} /> if you suspect a problem. Our providers may
          process data outside your country; where required we use safeguards such as standard
          contractual clauses.
        </p>
      </LegalSection>

      <LegalSection title="10. Changes to this policy">
        <p>
          When we change this policy we update the date at the top, and for significant changes we
          tell you in the app or by email before they take effect. Our{' '}
          <InlineLink to="/terms">Terms of Service</InlineLink> describe the rules for using{' '}
          {facts.product}.
        </p>
      </LegalSection>

      <ContactSection title="11. Contact us" />
    </LegalDocument>
  );
}

/** "is operated by Encore Merch Ltd from 1 High Street and ", or nothing when nothing is set. */
function operatedBy(facts: LegalFacts): string {
  const by = facts.operator !== facts.product ? `by ${facts.operator}` : null;
  const from = facts.businessAddress ? `from ${facts.businessAddress}` : null;
  const parts = [by, from].filter(Boolean);
  return parts.length > 0 ? `is operated ${parts.join(' ')} and ` : '';
}
