// The account rules: what a username and a password may look like. Shape errors become a plain-words `reason`.
import { z } from "zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../../shared-rules/protocol/index.js";
import { COMMON_PASSWORDS } from "./commonPasswords.js";

export const USERNAME_PATTERN = /^[A-Za-z0-9_-]{4,20}$/;
/** Printable ASCII: space (0x20) to tilde (0x7e). */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

const username = z
  .string({ error: "username is required" })
  .min(4, { error: "username must be 4 to 20 characters long" })
  .max(20, { error: "username must be 4 to 20 characters long" })
  .regex(USERNAME_PATTERN, { error: "username may only contain letters, digits, _ and -" });

const password = z
  .string({ error: "password is required" })
  .min(MIN_PASSWORD_LENGTH, { error: `password must be at least ${MIN_PASSWORD_LENGTH} characters long` })
  .max(MAX_PASSWORD_LENGTH, { error: `password must be at most ${MAX_PASSWORD_LENGTH} characters long` })
  .regex(PRINTABLE_ASCII, { error: "password may only contain printable ASCII characters" })
  .refine((v) => v.trim() !== "", { error: "password may not be only spaces" })
  // Ignoring case: "Password1" is as guessable as "password1".
  .refine((v) => !COMMON_PASSWORDS.has(v.toLowerCase()), { error: "password is too common: choose one that is harder to guess" });

/** A password change: the current password (any string of sane size: a wrong one is just wrong) and a new one. */
export const passwordChangeInput = z
  .strictObject({
    currentPassword: z.string({ error: "current password is required" }).min(1, { error: "current password is required" }).max(200),
    newPassword: password,
    confirmPassword: z.string().max(200).optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    error: "the two passwords do not match",
  })
  .refine((v) => v.currentPassword !== v.newPassword, { error: "the new password must differ from the current one" });

/** An account deletion: the password, and the person's explicit confirmation that they mean it. */
export const accountDeleteInput = z.strictObject({
  password: z.string({ error: "password is required" }).min(1, { error: "password is required" }).max(200),
  confirm: z.literal(true, { error: "confirm the deletion" }),
});

export const registerInput = z
  .strictObject({
    username,
    password,
    confirmPassword: z.string().max(200).optional(),
    email: z.union([z.email({ error: "email is not valid" }).max(200), z.literal("")]).optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    error: "the two passwords do not match",
  });

// Login accepts any strings of sane size: a wrong-format name is just an unknown user.
export const loginInput = z.strictObject({
  username: z.string({ error: "username is required" }).min(1, { error: "username is required" }).max(100),
  password: z.string({ error: "password is required" }).min(1, { error: "password is required" }).max(200),
});

/** First problem of a failed parse in plain words. */
export function reasonOf(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "invalid input";
  if (issue.code === "unrecognized_keys") return `unknown field: ${issue.keys.join(", ")}`;
  return issue.message;
}
