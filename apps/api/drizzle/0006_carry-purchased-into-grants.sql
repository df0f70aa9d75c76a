-- Purchased tokens bought before grants existed become one grant per account, so that
-- sum(token_grants.remaining) = token_accounts.purchased_balance holds for every account.
INSERT INTO "token_grants" ("user_id", "label", "tokens", "remaining", "credit_entry_id", "created_at")
SELECT "user_id", 'Purchased tokens', "purchased_balance", "purchased_balance", NULL, "updated_at"
FROM "token_accounts"
WHERE "purchased_balance" > 0;
