-- Campaign sends are marked one by one as they are sent (modules/campaign/deliver.ts). A delivery
-- still 'sending' when its job comes back belonged to an attempt that died between handing the
-- message to the provider and recording it: claimed again, it may reach the customer twice. The
-- claim counts those here so the campaign's figures can show them (never more than the SMTP pool
-- size per killed process).
ALTER TABLE campaign_delivery ADD COLUMN possible_duplicates integer NOT NULL DEFAULT 0;
