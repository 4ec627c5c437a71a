import Foundation

extension AccessibilityMachineTemplates {
    /// How a locale writes the numbers of a phrase: the digits of its numbering system and
    /// the plural rule of its language, worked out once when the templates' locale is set.
    struct Numbers: Sendable, Hashable {
        /// The numbering system's zero; the other nine digits follow it (Unicode encodes
        /// every decimal numbering system as ten consecutive scalars).
        let zero: Unicode.Scalar
        /// The plural rule of the locale's language.
        let pluralRule: PluralCategory.Rule

        init(_ locale: Locale) {
            zero = Self.zero(of: locale.numberingSystem.identifier)
            pluralRule = PluralCategory.Rule(locale)
        }

        /// The ASCII digits of `number` in this numbering system; a sign or anything else
        /// stays as it is.
        func digits(_ number: String) -> String {
            guard zero != "0" else { return number }
            var result = String.UnicodeScalarView()
            for scalar in number.unicodeScalars {
                if ("0"..."9").contains(scalar),
                    let digit = Unicode.Scalar(zero.value + scalar.value - 0x30)
                {
                    result.append(digit)
                } else {
                    result.append(scalar)
                }
            }
            return String(result)
        }

        /// The zero of a CLDR decimal numbering system (numberingSystems.xml); Latin for
        /// any other (an algorithmic system, such as `hans`, has no digits of its own).
        static func zero(of numberingSystem: String) -> Unicode.Scalar {
            let zeros: [String: UInt32] = [
                "arab": 0x0660, "arabext": 0x06F0, "deva": 0x0966, "beng": 0x09E6,
                "guru": 0x0A66, "gujr": 0x0AE6, "orya": 0x0B66, "tamldec": 0x0BE6,
                "telu": 0x0C66, "knda": 0x0CE6, "mlym": 0x0D66, "thai": 0x0E50,
                "laoo": 0x0ED0, "tibt": 0x0F20, "mymr": 0x1040, "khmr": 0x17E0,
                "mong": 0x1810, "fullwide": 0xFF10,
            ]
            return zeros[numberingSystem].flatMap(Unicode.Scalar.init) ?? "0"
        }
    }
}
