// Tables of the campaign module (migration slot 0011_campaign.sql).
export {};
