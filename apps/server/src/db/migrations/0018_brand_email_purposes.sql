ALTER TABLE "brand_directory" ADD COLUMN "account_settings_source" text;--> statement-breakpoint
ALTER TABLE "brand_directory" ADD COLUMN "contact_email_purpose" text;--> statement-breakpoint
ALTER TABLE "brand_directory" ADD COLUMN "escalation_email" text;--> statement-breakpoint
ALTER TABLE "brand_directory" ADD COLUMN "escalation_email_purpose" text;--> statement-breakpoint
ALTER TABLE "brand_directory" ADD COLUMN "escalation_email_source" text;--> statement-breakpoint
ALTER TABLE "brand_directory" ADD COLUMN "escalation_email_checked_on" date;--> statement-breakpoint
-- Issue 23: a first request goes only to a change-of-details, customer-service or privacy-officer
-- address. The directory's complaints / dispute / customer-advocate addresses become escalation
-- addresses (an admin's own edits, which no longer match, are left alone).
UPDATE "brand_directory" AS b SET
  "escalation_email" = b."contact_email",
  "escalation_email_purpose" = 'complaints',
  "escalation_email_source" = b."contact_email_source",
  "escalation_email_checked_on" = b."contact_email_checked_on",
  "contact_email" = NULL,
  "contact_email_source" = NULL,
  "contact_email_checked_on" = NULL
FROM (VALUES
  ('bank-of-melbourne', 'bomcustomerexperience@bankofmelbourne.com.au'),
  ('bendigo-bank', 'feedback@bendigoadelaide.com.au'),
  ('commonwealth-bank', 'customeradvocate@cba.com.au'),
  ('heritage-and-peoples-choice', 'complaints@peopleschoice.com.au'),
  ('ing', 'customer.complaints.au@ing.com'),
  ('macquarie-bank', 'customeradvocate@macquarie.com'),
  ('cbhs-health', 'complaints@cbhs.com.au'),
  ('aami', 'idr@aami.com.au'),
  ('bingle', 'consumerfeedback@bingle.com.au'),
  ('cover-more', 'feedback@covermore.com.au'),
  ('aware-super', 'complaints.officer@aware.com.au'),
  ('iinet', 'customer_relations@iinet.net.au'),
  ('internode', 'customer-relations@internode.com.au'),
  ('superloop', 'complaints@home.superloop.com')
) AS v(slug, email)
WHERE b."slug" = v.slug AND b."contact_email" = v.email;--> statement-breakpoint
UPDATE "brand_directory" AS b SET "contact_email" = NULL, "contact_email_source" = NULL, "contact_email_checked_on" = NULL
FROM (VALUES
  ('cbus', 'advice@cbussuper.com.au')
) AS v(slug, email)
WHERE b."slug" = v.slug AND b."contact_email" = v.email;--> statement-breakpoint
UPDATE "brand_directory" AS b SET "contact_email_purpose" = v.purpose
FROM (VALUES
  ('bank-of-queensland', 'privacy@boq.com.au', 'privacy_officer'),
  ('beyond-bank', 'contactus@beyondbank.com.au', 'customer_service'),
  ('hsbc-australia', 'privacy@hsbc.com.au', 'privacy_officer'),
  ('me-bank', 'privacy@mebank.com.au', 'privacy_officer'),
  ('up', 'support@up.com.au', 'customer_service'),
  ('wise', 'privacy@wise.com', 'privacy_officer'),
  ('zip', 'hello@care.zip.co', 'customer_service'),
  ('macquarie-university', 'privacyofficer@mq.edu.au', 'privacy_officer'),
  ('monash-university', 'privacyofficer@monash.edu', 'privacy_officer'),
  ('qut', 'privacy@qut.edu.au', 'privacy_officer'),
  ('australian-national-university', 'privacy@anu.edu.au', 'privacy_officer'),
  ('university-of-queensland', 'privacy@uq.edu.au', 'privacy_officer'),
  ('university-of-sydney', 'privacy.enquiries@sydney.edu.au', 'privacy_officer'),
  ('uts', 'privacy@uts.edu.au', 'privacy_officer'),
  ('amber-electric', 'info@amber.com.au', 'customer_service'),
  ('jacana-energy', 'customercare@jacanaenergy.com.au', 'customer_service'),
  ('momentum-energy', 'info@momentum.com.au', 'customer_service'),
  ('origin-energy', 'support@originenergy.com.au', 'customer_service'),
  ('powershop', 'info@powershop.com.au', 'customer_service'),
  ('city-of-gold-coast', 'rtiip@goldcoast.qld.gov.au', 'privacy_officer'),
  ('transport-for-nsw', 'privacy@transport.nsw.gov.au', 'privacy_officer'),
  ('australian-unity', 'customerservice@australianunity.com.au', 'customer_service'),
  ('health-partners', 'ask@healthpartners.com.au', 'customer_service'),
  ('hotdoc', 'help@hotdoc.com.au', 'customer_service'),
  ('nib', 'nib@nib.com.au', 'customer_service'),
  ('teachers-health', 'info@teachershealth.com.au', 'customer_service'),
  ('apia', 'customerservice@apia.com.au', 'customer_service'),
  ('gio', 'gioservice@gio.com.au', 'customer_service'),
  ('huddle-insurance', 'help@huddle.com.au', 'customer_service'),
  ('raa', 'membersupport@raa.com.au', 'customer_service'),
  ('racq', 'privacy@racq.com.au', 'privacy_officer'),
  ('tal', 'customerservice@tal.com.au', 'customer_service'),
  ('zurich-australia', 'client.service@zurich.com.au', 'customer_service'),
  ('big-w', 'bigwcontactus@bigw.com.au', 'customer_service'),
  ('chemist-warehouse', 'info@chemistwarehouse.com.au', 'customer_service'),
  ('kogan', 'sales@kogan.com.au', 'customer_service'),
  ('target', 'privacy@target.com.au', 'privacy_officer'),
  ('discord', 'privacy@discord.com', 'privacy_officer'),
  ('canva', 'privacy@canva.com', 'privacy_officer'),
  ('dropbox', 'privacy@dropbox.com', 'privacy_officer'),
  ('netflix', 'privacy@netflix.com', 'privacy_officer'),
  ('australian-ethical', 'members@australianethical.com.au', 'customer_service'),
  ('brighter-super', 'info@brightersuper.com.au', 'customer_service'),
  ('colonial-first-state', 'contactus@colonialfirststate.com.au', 'customer_service'),
  ('felix-mobile', 'support@felixmobile.com.au', 'customer_service'),
  ('didi', 'help.rider@au.didiglobal.com', 'customer_service'),
  ('opal', 'privacy@transport.nsw.gov.au', 'privacy_officer'),
  ('virgin-australia', 'privacy@virginaustralia.com', 'privacy_officer'),
  ('hunter-water', 'enquiries@hunterwater.com.au', 'customer_service'),
  ('icon-water', 'talktous@iconwater.com.au', 'customer_service'),
  ('power-and-water-corporation', 'customerservice@powerwater.com.au', 'customer_service'),
  ('south-east-water', 'support@sew.com.au', 'customer_service')
) AS v(slug, email, purpose)
WHERE b."slug" = v.slug AND b."contact_email" = v.email;--> statement-breakpoint
-- Addresses an admin entered: an inbox named for complaints moves to escalation; any other is
-- taken as the customer-service address the editor asked for.
UPDATE "brand_directory" SET
  "escalation_email" = "contact_email",
  "escalation_email_purpose" = 'complaints',
  "escalation_email_source" = "contact_email_source",
  "escalation_email_checked_on" = "contact_email_checked_on",
  "contact_email" = NULL,
  "contact_email_source" = NULL,
  "contact_email_checked_on" = NULL
WHERE "contact_email" IS NOT NULL AND "contact_email_purpose" IS NULL
  AND "contact_email" ~* '(complaint|dispute|advocate|relations|feedback|^idr@)';--> statement-breakpoint
UPDATE "brand_directory" SET "contact_email_purpose" = 'customer_service'
WHERE "contact_email" IS NOT NULL AND "contact_email_purpose" IS NULL;--> statement-breakpoint
UPDATE "brand_directory" AS b SET "account_settings_url" = v.url, "account_settings_source" = v.source
FROM (VALUES
  ('commonwealth-bank', 'https://www.commbank.com.au/help/faq/netbank/my-info.html', 'https://www.commbank.com.au/help/faq/netbank/my-info.html'),
  ('origin-energy', 'https://intercom.help/originenergy/en/articles/9784409-my-account-for-electricity-and-natural-gas', 'https://intercom.help/originenergy/en/articles/9784409-my-account-for-electricity-and-natural-gas'),
  ('medicare', 'https://www.servicesaustralia.gov.au/how-you-update-your-name-date-birth-or-gender-for-medicare?context=60092', 'https://www.servicesaustralia.gov.au/how-you-update-your-name-date-birth-or-gender-for-medicare?context=60092'),
  ('aami', 'https://aami.com.au/ask-aami/home.html', 'https://aami.com.au/ask-aami/home.html'),
  ('everyday-rewards', 'https://www.woolworths.com.au/shop/everyday/faqs', 'https://www.woolworths.com.au/shop/everyday/faqs'),
  ('aussie-broadband', 'https://www.aussiebroadband.com.au/help-centre/accounts-billing/', 'https://www.aussiebroadband.com.au/help-centre/accounts-billing/'),
  ('yarra-valley-water', 'https://www.yvw.com.au/manage-account/open-or-close-account/i-am-tenant', 'https://www.yvw.com.au/manage-account/open-or-close-account/i-am-tenant')
) AS v(slug, url, source)
WHERE b."slug" = v.slug AND b."account_settings_url" IS NULL;--> statement-breakpoint
UPDATE "brand_directory" SET "account_settings_source" = "account_settings_url"
WHERE "account_settings_url" IS NOT NULL AND "account_settings_source" IS NULL;
