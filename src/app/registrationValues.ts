// The register form's values (phone as its parts) in the registration machine's shape.
import type { RegistrationValues } from "../../machines/lib/registration";
import type { RegisterValues } from "../screens/register/RegisterForm";

export function registrationValues(values: RegisterValues, country: string): RegistrationValues {
  return {
    name: values.name,
    email: values.email,
    dialCode: values.phone.dialCode,
    phone: values.phone.number,
    birth_date: values.birth_date,
    birth_time: values.birth_time,
    birth_place: values.birth_place,
    country,
    coupon_code: values.coupon_code,
    password: values.password,
    password_confirmation: values.password_confirmation,
  };
}
