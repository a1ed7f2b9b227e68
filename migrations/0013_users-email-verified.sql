ALTER TABLE `users` ADD `email_verified` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Google accounts come confirmed; a password account is marked at its holder's next request (the token says).
UPDATE `users` SET `email_verified` = 1 WHERE `auth_provider` = 'google.com';
