-- An off-market listing's score now counts its own image and description limits: forget the old scores, which the
-- start-up scores anew (scoreUnscoredListings) as it scores any listing without one.
UPDATE "listings" SET "quality_score" = NULL WHERE "off_market";
